/** Why the back office is not shown: no session (it offers the operator login) or another kind of session. */
export class OpsAccessDenied extends Error {
  constructor(readonly kind: "login" | "refused") {
    super(kind === "login" ? "ops: login needed" : "ops: not an operator");
    this.name = "OpsAccessDenied";
  }
}
