import { toast } from "@encore/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { storeAuthToken } from "../../../lib/auth-token.ts";
import {
  AuthRequestError,
  type Credentials,
  completePasswordReset,
  logIn,
  logOut,
  NetworkError,
  requestPasswordReset,
  signUp,
} from "./auth-requests.ts";
import { userQueryKey } from "./get-user.ts";

/** Spec §8 'Auth': a titled toast, preferring the server's own words, or the network message. */
export const toastAuthFailure = (title: string, error: unknown): void => {
  const description =
    error instanceof NetworkError
      ? error.message
      : error instanceof AuthRequestError && error.serverMessage
        ? error.serverMessage
        : undefined;
  toast({ variant: "destructive", title, description });
};

/** Stores the token, learns who signed in, and goes to / (spec §2: post-login and post-signup). */
const useSignedIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (token: string) => {
    storeAuthToken(token);
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    await navigate("/");
  };
};

export const useLogIn = () => {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    onSuccess: signedIn,
    onError: (error) => toastAuthFailure("Login failed", error),
  });
};

export const useSignUp = () => {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credentials: Credentials) => signUp(credentials),
    onSuccess: signedIn,
    onError: (error) => toastAuthFailure("Registration failed", error),
  });
};

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: (error) => toastAuthFailure("Failed to send reset email", error),
  });

export const useCompletePasswordReset = () =>
  useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      completePasswordReset(token, newPassword),
    onError: (error) => toastAuthFailure("Failed to reset password", error),
  });

/** Sign out and land on / with a fresh page, even when the server cannot be reached (spec §4). */
export const signOut = async (): Promise<void> => {
  await logOut();
  window.location.assign("/");
};

/** Sign In is a full page load of /login (spec §2). */
export const goToSignIn = (): void => {
  window.location.assign("/login");
};
