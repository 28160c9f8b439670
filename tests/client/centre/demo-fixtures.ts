import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";

/** User and company as the demo server answers them for the seeded accounts (src/server/db/seed). */
const baseUser: TUserInfo = {
  id: 1,
  account: "listed-admin",
  nickName: "王海涛",
  mobile: null,
  loginType: "1",
  userType: "enterprise",
  operatorRole: null,
  companyId: 1,
  companyUserRole: 1,
  isBookingEnable: true,
  isFundRoadshowEnable: true,
  isDiversionEnable: true,
  isDistributeEnable: true,
  isActivitySearchEnable: true,
  isMemberManageEnable: true,
  modelType: 0,
  isRealPerson: false,
  investorType: null,
};

const baseCompany: TCompanyInfo = {
  id: 1,
  shortName: "鹏城智能",
  fullName: "深圳市鹏城智能科技股份有限公司",
  enShortName: "Pengcheng Intelligent",
  stockCode: "300917",
  miniLogoPath: null,
  logoPath: null,
  logoVectorPath: null,
  companyType: 1,
  companyTypeText: "上市公司",
  progress: 2,
  isDistributeVerify: false,
  contractEndTime: null,
  isEnableDiversion: true,
  isOpenExplanation: true,
  isEnableFundRoadshow: false,
  isDistributeCompany: false,
  distributeStatus: 0,
  isEnableDistribute: true,
  isEnableActivitySearch: false,
};

const noRights = {
  isBookingEnable: false,
  isFundRoadshowEnable: false,
  isDiversionEnable: false,
  isDistributeEnable: false,
  isActivitySearchEnable: false,
  isMemberManageEnable: false,
};

export interface DemoAccount {
  user: TUserInfo;
  company: TCompanyInfo | null;
  bindStatus: number;
}

export const DEMO: Record<string, DemoAccount> = {
  "listed-admin": { user: baseUser, company: baseCompany, bindStatus: 2 },
  "listed-member": {
    user: { ...baseUser, id: 2, account: "listed-member", nickName: "李晓雯", companyUserRole: 2, ...noRights, isBookingEnable: true },
    company: baseCompany,
    bindStatus: 2,
  },
  "gov-user": {
    user: { ...baseUser, id: 5, account: "gov-user", nickName: "刘明", companyId: 6, companyUserRole: 2, ...noRights, isActivitySearchEnable: true },
    company: {
      ...baseCompany, id: 6, shortName: "深圳证监局", fullName: "中国证券监督管理委员会深圳监管局", stockCode: null,
      companyType: 4, companyTypeText: "政府监管", isOpenExplanation: false, isEnableDiversion: false, isEnableDistribute: false,
      isEnableActivitySearch: true,
    },
    bindStatus: 2,
  },
  "report-admin": {
    user: { ...baseUser, id: 6, account: "report-admin", nickName: "赵子涵", companyId: 9, ...noRights, isBookingEnable: true, isMemberManageEnable: true },
    company: {
      ...baseCompany, id: 9, shortName: "云栖数据", fullName: "杭州云栖数据技术股份有限公司", stockCode: "688572",
      companyType: 8, companyTypeText: "拟上市公司", isEnableDiversion: false, isEnableDistribute: false,
    },
    bindStatus: 2,
  },
  "special-5": {
    user: { ...baseUser, id: 7, account: "special-5", nickName: "孙立群", loginType: "5", companyId: 8, ...noRights, isMemberManageEnable: true },
    company: {
      ...baseCompany, id: 8, shortName: "远景创投", fullName: "深圳前海远景创业投资有限公司", stockCode: "872156",
      companyType: 6, companyTypeText: "投资机构", isOpenExplanation: false, isEnableDiversion: false, isEnableDistribute: false,
    },
    bindStatus: 2,
  },
  unbound: {
    user: { ...baseUser, id: 8, account: "unbound", nickName: "张伟", companyId: null, companyUserRole: null, ...noRights },
    company: null,
    bindStatus: 0,
  },
};
