/**
 * The embedded identity provider's own pages: plain, tidy HTML served by the server. They are the provider,
 * not the portal, so they use no client bundle; the little script they need is inline, allowed by its hash
 * in the page's Content-Security-Policy (plugins/security-headers.ts).
 */

import type { TLocale } from "#shared/shell/locale.ts";
import { idpText, type TIdpText } from "./idp-text.ts";
import { escapeHtml } from "../../lib/html.ts";

/** Where a provider page sends the user back to, and the portal language it is shown in. */
export interface TIdpPage {
  redirect: string;
  lang: TLocale;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"PingFang SC","Microsoft YaHei",system-ui,sans-serif;background:#eef2f7;color:#1f2937}
.wrap{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(15,40,80,.12);padding:32px}
.brand{font-size:13px;color:#64748b;letter-spacing:.08em;margin-bottom:6px}h1{font-size:22px;margin:0 0 20px}
label{display:block;font-size:14px;margin:14px 0 6px;color:#334155}
input{width:100%;height:42px;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font-size:15px}
input:focus{outline:2px solid #2563eb33;border-color:#2563eb}
.row{display:flex;gap:8px}.row input{flex:1}
button{height:42px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:15px;padding:0 16px;cursor:pointer}
button.primary{width:100%;margin-top:22px}button.secondary{background:#e2e8f0;color:#1e293b;white-space:nowrap}
button:disabled{opacity:.6;cursor:not-allowed}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.info{background:#eff6ff;color:#1e40af;border:1px solid #bfdbfe;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.links{margin-top:18px;font-size:14px;display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}a{color:#1d4ed8;text-decoration:none}
ol{padding-left:20px;color:#475569;font-size:14px;line-height:1.8}`;

function layout(page: TIdpPage, title: string, body: string, script = ""): string {
  const tx = idpText(page.lang);
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(tx.titleSuffix)}</title><style>${STYLE}</style></head>
<body><main class="wrap"><section class="card"><div class="brand">${escapeHtml(tx.brand)}</div><h1>${escapeHtml(title)}</h1>${body}</section></main>
${script ? `<script>${script}</script>` : ""}</body></html>`;
}

const alert = (message?: string, kind: "error" | "info" = "error") =>
  message ? `<div class="${kind}" role="${kind === "error" ? "alert" : "status"}" data-testid="idp-${kind}">${escapeHtml(message)}</div>` : "";

/** A string as a script literal that cannot close the script element (`</script>` inside a redirect). */
const scriptString = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c");

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
/** The page's own state as form fields: a refusal re-renders the form in the same language. */
const carried = (page: TIdpPage) => hidden("redirect", page.redirect) + hidden("lang", page.lang);
/** The query of a link to another provider page (escaped for an attribute). */
const q = (page: TIdpPage) => escapeHtml(new URLSearchParams({ redirect: page.redirect, lang: page.lang }).toString());

export function passLoginPage(page: TIdpPage, error?: string, account = ""): string {
  const tx = idpText(page.lang);
  return layout(
    page,
    tx.passTitle,
    `${alert(error)}<form method="post" action="/idp/pass/login" novalidate>
${carried(page)}
<label for="account">${tx.account}</label><input id="account" name="account" autocomplete="username" value="${escapeHtml(account)}" maxlength="64" required autofocus>
<label for="password">${tx.password}</label><input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" required>
<button class="primary" type="submit" data-testid="pass-submit">${tx.login}</button></form>
<div class="links"><a href="/idp/key?${q(page)}">${tx.useKey}</a><a href="${escapeHtml(page.redirect)}">${tx.backToPortal}</a></div>`,
  );
}

/**
 * The forced change of an initial password: the account is carried, the initial password is typed again
 * (never echoed back into the page), and the new one twice.
 */
export function passChangePage(page: TIdpPage, account: string, message: string, kind: "error" | "info"): string {
  const tx = idpText(page.lang);
  return layout(
    page,
    tx.changeTitle,
    `${alert(message, kind)}<form method="post" action="/idp/pass/change" novalidate>
${carried(page)}${hidden("account", account)}
<label for="account-shown">${tx.account}</label><input id="account-shown" value="${escapeHtml(account)}" autocomplete="username" readonly>
<label for="password">${tx.initialPassword}</label><input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" required autofocus>
<label for="newPassword">${tx.newPassword}</label><input id="newPassword" name="newPassword" type="password" autocomplete="new-password" maxlength="64" required>
<label for="confirmPassword">${tx.confirmPassword}</label><input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" maxlength="64" required>
<button class="primary" type="submit" data-testid="pass-change-submit">${tx.changeSubmit}</button></form>
<div class="links"><a href="/idp/pass?${q(page)}">${tx.backToLogin}</a></div>`,
  );
}

/** Shared browser code: WebAuthn JSON helpers (Chromium parses and serialises the JSON forms natively). */
const keyScript = (tx: TIdpText) => `
async function postJson(url, body){const r=await fetch(url,{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify(body)});return r.json();}
function showError(msg){const e=document.getElementById("error");e.textContent=msg;e.hidden=false;}
function keyFailed(redirect){showError(${scriptString(tx.keyFailed)});const a=document.getElementById("back");a.href=redirect+(redirect.includes("?")?"&":"?")+"ekeyError=1";a.hidden=false;}`;

export function keyLoginPage(page: TIdpPage): string {
  const tx = idpText(page.lang);
  return layout(
    page,
    tx.keyTitle,
    `<div class="error" id="error" role="alert" data-testid="idp-error" hidden></div>
<ol><li>${tx.keyStep1}</li><li>${tx.keyStep2}</li></ol>
<button class="primary" id="go" type="button" data-testid="key-login">${tx.keyLogin}</button>
<div class="links"><a href="/idp/key/register?${q(page)}">${tx.keyFirstTime}</a><a href="/idp/pass?${q(page)}">${tx.passLogin}</a>
<a id="back" hidden data-testid="key-back">${tx.backToPortal}</a></div>`,
    `${keyScript(tx)}
const redirect=${scriptString(page.redirect)};
document.getElementById("go").addEventListener("click",async(ev)=>{ev.target.disabled=true;
try{const o=await postJson("/idp/webauthn/login/options",{});if(o.code!==200)throw new Error(o.message);
const cred=await navigator.credentials.get({publicKey:PublicKeyCredential.parseRequestOptionsFromJSON(o.datas[0].options)});
const v=await postJson("/idp/webauthn/login/verify",{challengeId:o.datas[0].challengeId,response:cred.toJSON(),redirect});
if(v.code!==200)throw new Error(v.message);location.href=v.datas[0].location;}
catch(e){keyFailed(redirect);}finally{ev.target.disabled=false;}});`,
  );
}

export function keyRegisterPage(page: TIdpPage): string {
  const tx = idpText(page.lang);
  return layout(
    page,
    tx.registerTitle,
    `<div class="error" id="error" role="alert" data-testid="idp-error" hidden></div><div class="info" id="done" role="status" data-testid="idp-info" hidden>${tx.registerDone}</div>
<form id="f" novalidate onsubmit="return false"><label for="account">${tx.account}</label><input id="account" name="account" autocomplete="username" maxlength="64" required>
<label for="password">${tx.password}</label><input id="password" name="password" type="password" autocomplete="current-password" maxlength="128" required>
<button class="primary" type="submit" data-testid="key-register">${tx.registerSubmit}</button></form>
<div class="links"><a href="/idp/key?${q(page)}" data-testid="to-key-login">${tx.keyLogin}</a><a id="back" hidden>${tx.backToPortal}</a></div>`,
    `${keyScript(tx)}
const redirect=${scriptString(page.redirect)};
document.getElementById("f").addEventListener("submit",async(ev)=>{ev.preventDefault();const fd=new FormData(ev.target);
document.getElementById("error").hidden=true;
const o=await postJson("/idp/webauthn/register/options",{account:fd.get("account"),password:fd.get("password")});
if(o.code!==200){showError(o.message);return;}
try{const cred=await navigator.credentials.create({publicKey:PublicKeyCredential.parseCreationOptionsFromJSON(o.datas[0].options)});
const v=await postJson("/idp/webauthn/register/verify",{challengeId:o.datas[0].challengeId,response:cred.toJSON(),redirect});
if(v.code!==200)throw new Error(v.message);document.getElementById("done").hidden=false;}
catch(e){keyFailed(redirect);}});`,
  );
}

export function smsLoginPage(page: TIdpPage, error?: string, mobile = ""): string {
  const tx = idpText(page.lang);
  return layout(
    page,
    tx.smsTitle,
    `${alert(error)}<div class="info" id="sent" role="status" hidden></div>
<form method="post" action="/idp/sms/login" novalidate>${carried(page)}
<label for="mobile">${tx.mobile}</label><input id="mobile" name="mobile" inputmode="numeric" maxlength="11" autocomplete="tel" value="${escapeHtml(mobile)}" required autofocus>
<label for="code">${tx.code}</label><div class="row"><input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required>
<button class="secondary" id="send" type="button" data-testid="sms-send">${tx.sendCode}</button></div>
<button class="primary" type="submit" data-testid="sms-submit">${tx.login}</button></form>
<div class="links"><span>${tx.autoRegister}</span><a href="${escapeHtml(page.redirect)}">${tx.backToPortal}</a></div>`,
    `const btn=document.getElementById("send"),sent=document.getElementById("sent");
const SEND=${scriptString(tx.sendCode)},RESEND=${scriptString(tx.resendIn)},SENT=${scriptString(tx.codeSent)};
function countdown(s){btn.disabled=true;const t=setInterval(()=>{btn.textContent=RESEND.replace("{s}",s);if(--s<0){clearInterval(t);btn.disabled=false;btn.textContent=SEND;}},1000);}
btn.addEventListener("click",async()=>{const mobile=document.getElementById("mobile").value.trim();
const r=await fetch("/idp/sms/send",{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded"},body:new URLSearchParams({mobile})});
const j=await r.json();sent.hidden=false;sent.className=j.code===200?"info":"error";sent.textContent=j.code===200?SENT:j.message;
if(j.code===200)countdown(j.datas[0].resendAfterSeconds);});`,
  );
}
