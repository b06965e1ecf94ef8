// The answers of the sign-in calls (docs/reference/accounts.md 'Calls'). Login is the one answer with a field
// beside `response`: the `api_token` to send as `Authorization: Bearer <api_token>`.
import { z } from 'zod';
import { MessageAnswerSchema, successEnvelope } from '../api/envelope';
import { ProfileSchema } from '../profile/profile-answer.schemas';

export const LoginAnswerSchema = successEnvelope(ProfileSchema).extend({
  api_token: z.string().describe('The session token: send it as Authorization: Bearer <api_token>.'),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** register_user, forgot_password, reset_password and logout answer only their message. */
export const RegisterAnswerSchema = MessageAnswerSchema;
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;
export const ForgotPasswordAnswerSchema = MessageAnswerSchema;
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswerSchema>;
export const ResetPasswordAnswerSchema = MessageAnswerSchema;
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswerSchema>;
export const LogoutAnswerSchema = MessageAnswerSchema;
export type LogoutAnswer = z.infer<typeof LogoutAnswerSchema>;
