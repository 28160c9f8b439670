import { IDP, routeGroup } from "./route.ts";

/** The idp calls' routes (their contracts, with schemas, are in idp.contract.ts). */
export const idpRoutes = routeGroup("idp", {
  passLogin: { method: "POST", path: `${IDP}/pass/login`, access: "idp" },
  passChange: { method: "POST", path: `${IDP}/pass/change`, access: "idp" },
  smsSend: { method: "POST", path: `${IDP}/sms/send`, access: "idp" },
  smsLogin: { method: "POST", path: `${IDP}/sms/login`, access: "idp" },
  keyRegisterOptions: { method: "POST", path: `${IDP}/webauthn/register/options`, access: "idp" },
  keyRegisterVerify: { method: "POST", path: `${IDP}/webauthn/register/verify`, access: "idp" },
  keyLoginOptions: { method: "POST", path: `${IDP}/webauthn/login/options`, access: "idp" },
  keyLoginVerify: { method: "POST", path: `${IDP}/webauthn/login/verify`, access: "idp" },
});
