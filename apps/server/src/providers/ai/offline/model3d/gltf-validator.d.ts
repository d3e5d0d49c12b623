/** The parts of the Khronos glTF validator's API the tests use (the package ships no types). */
declare module 'gltf-validator' {
  export interface TValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface TValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: TValidationMessage[] };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { uri?: string; format?: 'gltf' | 'glb'; maxIssues?: number },
  ): Promise<TValidationReport>;
}
