import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../api/http';
import { useServerNotice } from '../common/useServerNotice';
import type { RedeemCard } from '../domain/cards';

export interface Secrets {
  sCode: string;
  sPin: string;
}

/** No dashes and no set length: a mask must not suggest a shape the codes do not have. */
export const MASKED_CODE = '••••••••';
export const MASKED_PIN = '••••';

interface RevealState {
  revealed: ReadonlyMap<Identifier, Secrets>;
  reveal(id: Identifier): Promise<void>;
  hide(id: Identifier): void;
  loading: ReadonlySet<Identifier>;
}

const RevealContext = createContext<RevealState | undefined>(undefined);

/**
 * The secrets the admin chose to see on this page, per row. The list never carries them: a reveal
 * fetches the one card (GET admin/redeemcards/{id}, View) and keeps its code and pin only here, in
 * memory, until hidden or the page is left. The CSV export reads the same map.
 */
export const RevealProvider = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider();
  const notice = useServerNotice();
  const [revealed, setRevealed] = useState<ReadonlyMap<Identifier, Secrets>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<Identifier>>(new Set());

  const reveal = useCallback(
    async (id: Identifier) => {
      setLoading((current) => new Set(current).add(id));
      try {
        const { data } = await dataProvider.getOne<RedeemCard & { id: Identifier }>('redeemCards', { id });
        setRevealed((current) => new Map(current).set(id, { sCode: data.sCode, sPin: data.sPin }));
      } catch (error) {
        notice.error(new Error(errorMessage(error)));
      } finally {
        setLoading((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }
    },
    [dataProvider, notice],
  );
  const hide = useCallback((id: Identifier) => {
    setRevealed((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ revealed, reveal, hide, loading }), [revealed, reveal, hide, loading]);
  return <RevealContext.Provider value={value}>{children}</RevealContext.Provider>;
};

export function useReveal(): RevealState {
  const state = useContext(RevealContext);
  if (!state) throw new Error('useReveal needs a <RevealProvider>');
  return state;
}

const Secret = ({ text, masked }: { text: string | undefined; masked: string }) => (
  <Typography
    component="span"
    variant="body2"
    dir="ltr"
    sx={{ fontFamily: 'monospace', letterSpacing: text ? '0.05em' : '0.1em', whiteSpace: 'nowrap' }}
  >
    {text ?? masked}
  </Typography>
);

/** The code cell of a row: masked, with the eye that reveals code and pin (when allowed). */
export const CodeCell = ({ canReveal }: { canReveal: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { revealed, reveal, hide, loading } = useReveal();
  if (!record) return null;
  const secrets = revealed.get(record.id);
  const label = translate(`gd.cards.redeem.${secrets ? 'hide' : 'reveal'}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Secret text={secrets?.sCode} masked={MASKED_CODE} />
      {canReveal && (
        <Tooltip title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-pressed={Boolean(secrets)}
              disabled={loading.has(record.id)}
              onClick={() => (secrets ? hide(record.id) : void reveal(record.id))}
            >
              {loading.has(record.id) ? (
                <CircularProgress size={16} />
              ) : secrets ? (
                <VisibilityOffIcon fontSize="small" />
              ) : (
                <VisibilityIcon fontSize="small" />
              )}
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
};

export const PinCell = () => {
  const record = useRecordContext();
  const { revealed } = useReveal();
  if (!record) return null;
  return <Secret text={revealed.get(record.id)?.sPin} masked={MASKED_PIN} />;
};
