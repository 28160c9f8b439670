import { useSyncExternalStore } from "react";

// The spec's client-side keys: the token travels in the Authorization header; loginType decides how to log out.
const TOKEN_KEY = "token";
const LOGIN_TYPE_KEY = "loginType";
const CHANGE_EVENT = "roadshow:session";

/** The stored session token, or null when logged out. */
export function getToken(): string | null {
  return readKey(TOKEN_KEY);
}

/** Stores the token the identity provider handed back in the query string. */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/** Forgets the session (logout, or a body code 401/300 from the API). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LOGIN_TYPE_KEY);
  notify();
}

/** The login type chosen at login ("0" personal, "1" pass, "2" hardware key), if known. */
export function getLoginType(): string | null {
  return readKey(LOGIN_TYPE_KEY);
}

export function setLoginType(type: string): void {
  localStorage.setItem(LOGIN_TYPE_KEY, type);
}

/** The token as React state: re-renders when this tab or another tab logs in or out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

function subscribe(onChange: () => void): () => void {
  // "storage" fires for changes made by other tabs, the custom event for changes made by this one
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// Storage can throw (disabled storage, privacy modes); treat that as "nothing stored".
function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
