import { useState } from 'react';
import { CreateAccountForm } from './create-account-form';
import { CreateAccountSuccess } from './create-account-success';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';

interface TCreateAccountPanelProps {
  initialClassCode?: string;
  onBack: () => void;
  onSignedIn: TStartSignIn;
  busy?: boolean;
}

/** 创建账号（仅限班级码用户）: the class code form, then the new login name and password. */
export function CreateAccountPanel({
  initialClassCode,
  onBack,
  onSignedIn,
  busy,
}: TCreateAccountPanelProps) {
  const [username, setUsername] = useState<string | null>(null);
  return username === null ? (
    <CreateAccountForm
      initialClassCode={initialClassCode}
      onBack={onBack}
      onCreated={setUsername}
    />
  ) : (
    <CreateAccountSuccess username={username} onSignedIn={onSignedIn} busy={busy} />
  );
}
