/** Small hand-written checks (spec §5), so no schema library weighs on the first page. */

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long";
export const PASSWORDS_DIFFER = "Passwords do not match";

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checkEmail = (email: string): string | null => {
  if (email.trim() === "") return "Email is required";
  return emailShape.test(email.trim()) ? null : "Please enter a valid email address";
};

export const checkPassword = (password: string, { minLength }: { minLength: boolean }): string | null => {
  if (password === "") return "Password is required";
  if (minLength && password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
};
