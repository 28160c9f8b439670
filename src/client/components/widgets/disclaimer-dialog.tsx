import type { ReactNode } from "react";
import { Button, Group, List, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";

export interface DisclaimerDialogProps {
  opened: boolean;
  /** The user pressed "我已阅读并同意". The caller closes the dialog (it may first record the consent). */
  onConfirm: () => void;
  /** Closed without agreeing (close button, Escape, overlay, or the cancel button). */
  onClose: () => void;
  /** Defaults to "免责声明". */
  title?: ReactNode;
  /** Replaces the default disclaimer text. */
  children?: ReactNode;
}

/** The disclaimer a visitor agrees to before roadshow content; scrolls inside the dialog when long. */
export function DisclaimerDialog({ opened, onConfirm, onClose, title, children }: DisclaimerDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t`免责声明`}
      styles={{ title: { fontWeight: 600 } }}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t`关闭` }}
      data-testid="disclaimer-dialog"
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars data-testid="disclaimer-text">
          {children ?? <DefaultDisclaimer />}
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>关闭</Trans>
          </Button>
          <Button onClick={onConfirm} data-testid="disclaimer-confirm">
            <Trans>我已阅读并同意</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DefaultDisclaimer() {
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          欢迎访问本网上路演平台。在使用本平台提供的路演信息与服务之前，请您仔细阅读以下声明。您继续访问即表示您已阅读、理解并同意本声明的全部内容。
        </Trans>
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>
          <Trans>
            本平台展示的路演活动、问答、视频、文档等信息由参与路演的上市公司、基金公司等机构及其嘉宾提供，相关机构对其内容的真实性、准确性和完整性负责。
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            路演信息仅供投资者了解相关机构的经营情况与发展规划，不构成任何投资建议、要约或承诺。投资者据此进行投资决策，风险自负。
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            路演中涉及的预测性陈述基于当时的判断与假设，存在不确定性，实际结果可能与预测存在重大差异，请投资者注意投资风险。
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            相关机构的正式信息以其在法定信息披露媒体上发布的公告为准；如本平台内容与公告不一致，以公告为准。
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            投资者在本平台发表的提问与评论应当真实、合法，不得含有虚假、误导、诽谤或违反法律法规的内容，平台有权对违规内容进行处理。
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            本平台尽力保障服务稳定，但不对因网络、设备故障或不可抗力导致的服务中断、信息延迟或错误承担责任。
          </Trans>
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        <Trans>市场有风险，投资需谨慎。</Trans>
      </Text>
    </Stack>
  );
}
