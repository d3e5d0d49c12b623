/** Where a class code's QR code leads: the student sign-in with the code filled. */
export function classCodeUrl(code: string): string {
  return `${window.location.origin}/login?type=1&classCode=${encodeURIComponent(code)}`;
}
