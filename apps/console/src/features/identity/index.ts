export { IdentityPasswordModal, type TIdentityPasswordModalProps } from './identity-password-modal';
export { IdentityCancelled, isIdentityRequired, useIdentityGuard } from './use-identity-guard';
export { MaskedValue, type TMaskedValueProps } from './masked-value';
