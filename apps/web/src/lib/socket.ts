/**
 * The realtime channel (spec §7, §9): Socket.IO on `/events`, token in the
 * handshake `auth`, websocket first then polling, 5 s connection time-out, up
 * to 5 reconnect attempts waiting 1 s × the attempt number. Socket.IO's own
 * back-off is exponential, so reconnecting is managed here instead.
 */
import { REALTIME_NAMESPACE, REALTIME_PATH } from '@hrms/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

export type ConnectionStatus = 'disconnected' | 'connected' | 'error';

export const CONNECT_TIMEOUT_MS = 5000;
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 1000;

/** Delay before reconnect attempt `attempt` (1-based): 1 s, 2 s, 3 s, ... */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_BASE_DELAY_MS * attempt;
}

export interface RealtimeConnection {
  readonly socket: Socket;
  /** Emits when connected; otherwise returns false and sends nothing. */
  send(event: string, data?: unknown): boolean;
  close(): void;
}

export interface ConnectOptions {
  token: string;
  onStatus: (status: ConnectionStatus) => void;
  /**
   * The server ended the connection ('io server disconnect'): the session may have
   * been revoked elsewhere, so the app checks it at once rather than on the next call.
   */
  onServerDisconnect?: () => void;
  /** Builds the socket; tests pass a fake. */
  createSocket?: (token: string) => Socket;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createSocket(token: string): Socket {
  return io(REALTIME_NAMESPACE, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: CONNECT_TIMEOUT_MS,
    reconnection: false,
    autoConnect: false,
  });
}

export function connectRealtime(options: ConnectOptions): RealtimeConnection {
  const {
    token,
    onStatus,
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;
  const socket = (options.createSocket ?? createSocket)(token);
  let attempts = 0;
  let timer: unknown = null;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed || timer !== null || attempts >= RECONNECT_ATTEMPTS) return;
    attempts += 1;
    timer = setTimer(() => {
      timer = null;
      if (!closed) socket.connect();
    }, reconnectDelay(attempts));
  };

  socket.on('connect', () => {
    attempts = 0;
    onStatus('connected');
  });
  socket.on('disconnect', (reason: string) => {
    onStatus('disconnected');
    if (reason === 'io client disconnect') return;
    // The server ended the connection: a revoked session (the app's check signs this tab out and
    // closes the connection, and the handshake would be refused anyway) or a server restart, after
    // which the tab must come back on its own.
    if (reason === 'io server disconnect') options.onServerDisconnect?.();
    scheduleReconnect();
  });
  socket.on('connect_error', () => {
    onStatus('error');
    scheduleReconnect();
  });

  socket.connect();

  return {
    socket,
    send(event, data) {
      if (!socket.connected) return false;
      socket.emit(event, data);
      return true;
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      socket.removeAllListeners();
      socket.disconnect();
      onStatus('disconnected');
    },
  };
}
