package api

import (
	"net"
	"net/netip"
)

// loopbackClient is the one client that every loopback address is: any local process can send
// from any of 127.0.0.0/8 and ::1, so they share one budget.
const loopbackKey = "loopback"

// clientKey names the client behind a remote address (host:port) by what one client controls,
// for the budgets kept per client (A2A rate, connections): every loopback address is one client;
// an IPv4 address is one; an IPv6 address counts by its /64, the smallest block a host is
// usually given (IPv4-mapped IPv6 addresses count as IPv4).
func clientKey(addr string) string {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host // not an IP (a unix socket, a test's pipe): as given
	}
	ip = ip.Unmap().WithZone("")
	switch {
	case ip.IsLoopback():
		return loopbackKey
	case ip.Is4():
		return ip.String()
	default:
		return netip.PrefixFrom(ip, 64).Masked().String()
	}
}
