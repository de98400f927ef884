"""The client's address as Brickmate counts it (login throttling, public rate limits, the address logged on a
customer's decision). `X-Forwarded-For` is believed only from the proxies named in BRICKMATE_TRUSTED_PROXIES (none
by default): from anyone else it is a header the client wrote itself, so any client could choose its address."""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from starlette.requests import HTTPConnection

from api.settings import get_settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=16)
def parse_proxies(setting: str) -> tuple[Network, ...]:
    """`10.0.0.1, 192.168.0.0/16, ::1` → networks; an unreadable entry is a configuration error."""
    return tuple(ipaddress.ip_network(part.strip(), strict=False) for part in setting.split(",") if part.strip())


def _trusted(address: str, proxies: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in proxies)


def resolve(peer: str, forwarded_for: str, proxies: tuple[Network, ...]) -> str:
    """The peer, or, when the peer is a trusted proxy, the first address from the right of `X-Forwarded-For`
    that is not one of the trusted proxies (each proxy appends the address it received the request from)."""
    if not proxies or not _trusted(peer, proxies):
        return peer
    for hop in reversed([part.strip() for part in forwarded_for.split(",") if part.strip()]):
        if not _trusted(hop, proxies):
            return hop if _is_ip(hop) else peer
    return peer


def _is_ip(value: str) -> bool:
    try:
        ipaddress.ip_address(value)
    except ValueError:
        return False
    return True


def client_address(connection: HTTPConnection) -> str:
    peer = connection.client.host if connection.client else "unknown"
    proxies = parse_proxies(get_settings().trusted_proxies)
    return resolve(peer, connection.headers.get("x-forwarded-for", ""), proxies)
