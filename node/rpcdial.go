package node

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// defaultRPCConns is how many idle HTTP connections to the chain endpoint a node keeps.
const defaultRPCConns = 32

// dialChain connects to the chain's JSON-RPC endpoint. Over HTTP it keeps up to conns idle
// connections: the market reconciles several bounties and takes several offers at once, and
// Go's default of two idle connections per host made every request beyond two dial anew.
func dialChain(ctx context.Context, url string, conns int) (*ethclient.Client, error) {
	if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
		return ethclient.DialContext(ctx, url)
	}
	if conns <= 0 {
		conns = defaultRPCConns
	}
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns, t.MaxIdleConnsPerHost, t.IdleConnTimeout = conns, conns, 90*time.Second
	c, err := rpc.DialOptions(ctx, url, rpc.WithHTTPClient(&http.Client{Transport: t}))
	if err != nil {
		return nil, err
	}
	return ethclient.NewClient(c), nil
}
