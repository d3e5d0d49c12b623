/** The parts of the cas-authentication package (no types of its own) the tests use. */
declare module 'cas-authentication' {
  interface TCasOptions {
    cas_url: string;
    service_url: string;
    cas_version?: '1.0' | '2.0' | '3.0';
    renew?: boolean;
    session_info?: string;
  }
  type THandler = (req: unknown, res: unknown, next: () => void) => void;
  export default class CASAuthentication {
    constructor(options: TCasOptions);
    cas_port: number;
    bounce: THandler;
  }
}
