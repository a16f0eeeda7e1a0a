/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, minLength: number, username?: string): string | null {
  if (password.length < minLength) return `the password must be at least ${minLength} characters long`;
  if (username && password.toLowerCase() === username.toLowerCase()) return 'the password may not be the user name';
  return null;
}
