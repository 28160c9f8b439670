import { isValidResidentId } from "#shared/identity/resident-id.ts";

/**
 * The verification provider behind real-person checks. The embedded default accepts any identity whose
 * resident id is well formed with a valid checksum (document 4 section 3); a real provider, which compares
 * the name and number with the national register, implements the same interface.
 */
export interface TRealPersonProvider {
  name: string;
  verify(realName: string, idNumber: string): Promise<{ passed: boolean; reason?: string }>;
}

export const embeddedRealPersonProvider: TRealPersonProvider = {
  name: "embedded",
  async verify(_realName, idNumber) {
    return isValidResidentId(idNumber) ? { passed: true } : { passed: false, reason: "身份信息核验未通过" };
  },
};
