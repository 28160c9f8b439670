/**
 * The caller behind a valid token. Apart from types.ts (which lists the app's dependencies, the session
 * service among them) so that the identity module can name it without importing the dependency list back.
 */
export interface TSession {
  sessionId: number;
  userId: number;
  loginType: string;
  userType: "personal" | "enterprise" | "operator";
  operatorRole: "operator" | "supervisor" | null;
  companyId: number | null;
}
