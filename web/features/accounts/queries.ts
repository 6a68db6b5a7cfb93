import { useMutation } from '@tanstack/react-query';
import {
  postForgotPassword,
  postResendVerification,
  postResetPassword,
  postSignIn,
  postSignUp,
  postTwoFactorCode,
  postVerifyEmail,
} from './api';

export const useSignUpMutation = () => useMutation({ mutationFn: postSignUp });
export const useSignInMutation = () => useMutation({ mutationFn: postSignIn });
export const useTwoFactorMutation = () => useMutation({ mutationFn: postTwoFactorCode });
export const useVerifyEmailMutation = () => useMutation({ mutationFn: postVerifyEmail });
export const useResendVerificationMutation = () => useMutation({ mutationFn: postResendVerification });
export const useForgotPasswordMutation = () => useMutation({ mutationFn: postForgotPassword });
export const useResetPasswordMutation = () => useMutation({ mutationFn: postResetPassword });
