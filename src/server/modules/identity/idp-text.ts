import type { TLocale } from "#shared/shell/locale.ts";

/**
 * The identity provider's page text in the portal's two languages. The provider's pages are served by the
 * server without the client bundle, so they cannot use the portal's Lingui catalogs; the portal passes its
 * language in `lang` (session.contract loginUrl), and each page carries it on to the next. Refusal messages
 * stay the spec's own, as everywhere in the portal.
 */

const ZH = {
  brand: "统一身份认证 · 路演中心",
  titleSuffix: "统一身份认证",
  passTitle: "企业通行证登录",
  account: "账号",
  password: "密码",
  login: "登录",
  useKey: "使用安全密钥（Ekey）登录",
  backToPortal: "返回门户",
  changeTitle: "修改初始密码",
  initialPassword: "初始密码",
  newPassword: "新密码（8-64位，含字母和数字）",
  confirmPassword: "确认新密码",
  changeSubmit: "修改密码并登录",
  backToLogin: "返回登录",
  keyTitle: "安全密钥（Ekey）登录",
  keyStep1: "请将安全密钥插入电脑的USB接口",
  keyStep2: "点击下方按钮，并按提示触摸安全密钥",
  keyLogin: "使用安全密钥登录",
  keyFirstTime: "首次使用？注册安全密钥",
  passLogin: "通行证登录",
  keyFailed: "您的Ekey未插好或无效",
  registerTitle: "注册安全密钥",
  registerDone: "安全密钥注册成功，现在可以用它登录。",
  registerSubmit: "验证账号并注册安全密钥",
  smsTitle: "个人用户登录",
  mobile: "手机号",
  code: "验证码",
  sendCode: "获取验证码",
  /** {s}: seconds left */
  resendIn: "{s}秒后重发",
  codeSent: "验证码已发送，5分钟内有效",
  autoRegister: "未注册的手机号验证后将自动注册",
};

export type TIdpText = typeof ZH;

const EN: TIdpText = {
  brand: "Unified identity · Roadshow Centre",
  titleSuffix: "Unified identity",
  passTitle: "Enterprise pass login",
  account: "Account",
  password: "Password",
  login: "Log in",
  useKey: "Log in with a security key (Ekey)",
  backToPortal: "Back to the portal",
  changeTitle: "Change the initial password",
  initialPassword: "Initial password",
  newPassword: "New password (8 to 64 characters, letters and digits)",
  confirmPassword: "Confirm the new password",
  changeSubmit: "Change password and log in",
  backToLogin: "Back to login",
  keyTitle: "Security key (Ekey) login",
  keyStep1: "Insert your security key into a USB port of this computer",
  keyStep2: "Press the button below and touch the key when asked",
  keyLogin: "Log in with the security key",
  keyFirstTime: "First time? Register a security key",
  passLogin: "Pass login",
  keyFailed: "Your Ekey is not plugged in or is not valid",
  registerTitle: "Register a security key",
  registerDone: "The security key is registered; you can now log in with it.",
  registerSubmit: "Verify the account and register the key",
  smsTitle: "Personal login",
  mobile: "Mobile number",
  code: "Verification code",
  sendCode: "Get code",
  resendIn: "Resend in {s} s",
  codeSent: "Code sent; it is valid for 5 minutes",
  autoRegister: "A new mobile number is registered once verified",
};

export function idpText(lang: TLocale): TIdpText {
  return lang === "en-US" ? EN : ZH;
}
