import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The save is on its way: the OK button spins. */
  pending: boolean;
  /** Validates and saves; a rejection (invalid fields) keeps the dialog open. */
  onSubmit: () => Promise<unknown>;
  onClose: () => void;
  width?: number;
  /**
   * Keeps the form mounted while closed, for a form instance used outside the dialog. A
   * form whose initial values depend on what opened it must not: it mounts on each opening.
   */
  forceRender?: boolean;
  /** False while what the form needs is still loading: 确定 waits. */
  ready?: boolean;
  children: ReactNode;
}

/** A create or edit dialog around a form: 确定 validates and saves, 取消 closes. */
export function FormDialog({
  open,
  title,
  pending,
  onSubmit,
  onClose,
  width,
  forceRender = false,
  ready = true,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      okButtonProps={{ disabled: !ready }}
      onOk={() => void onSubmit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender={forceRender}
      width={width}
    >
      {children}
    </Modal>
  );
}
