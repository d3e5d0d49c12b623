import type { login as zh } from '../zh-cn/login';
import type { TTranslation } from '../types';

export const login: TTranslation<typeof zh> = {
  heading: 'Sign in to the back office',
  tagline: 'The AI creation platform for schools',
  highlights: 'Schools and classes · Accounts · Works and competitions · AI tools and points',
  passwordTab: 'Password',
  codeTab: 'SMS code',
  username: 'Login name',
  usernameRequired: 'Please enter the login name',
  password: 'Password',
  passwordRequired: 'Please enter the password',
  submit: 'Sign in',
  failed: 'Sign-in failed',
  footer: 'For platform staff only',
  codeSent: 'The code has been sent',
  mobile: 'Mobile',
  code: 'Code',
  resendIn: 'Resend in {{count}} s',
  getCode: 'Get a code',
};
