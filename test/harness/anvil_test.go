package harness

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
)

func TestStartAnvil(t *testing.T) {
	a := StartAnvilT(t)
	c, err := ethclient.Dial(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	id, err := c.ChainID(context.Background())
	if err != nil || id.Uint64() != a.ChainID {
		t.Fatalf("chain id %v (%v), want %d", id, err, a.ChainID)
	}
	bal, err := c.BalanceAt(context.Background(), a.Key(0).Address(), nil)
	if err != nil || bal.Sign() <= 0 {
		t.Fatalf("dev account 0 balance %v (%v), want funded", bal, err)
	}
}
