/** Whether a client address is inside any of a list of networks (CIDR), for clock-in allow-lists. */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function addressInNetworks(address: string | null | undefined, networks: readonly string[]): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  const list = new BlockList();
  for (const network of networks) {
    const [base = '', bits = ''] = network.split('/');
    const type = isIPv4(base) ? 'ipv4' : isIPv6(base) ? 'ipv6' : null;
    if (type) list.addSubnet(base, Number(bits), type);
  }
  if (isIPv4(plain)) return list.check(plain, 'ipv4');
  if (isIPv6(plain)) return list.check(plain, 'ipv6');
  return false;
}
