package paychan_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

var (
	testDomain = paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0x00000000000000000000000000000000000c4a77")}
	t0         = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
)

// identityKeyFromSeed is a fixed key, so the fuzz corpus stays valid across runs.
func identityKeyFromSeed() (*identity.Key, error) {
	return identity.KeyFromHex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
}

func newKey(t testing.TB) *identity.Key {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func eth(milli int64) *big.Int { return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1e15)) }

// clock is a test clock the test moves by hand.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

func newStore(t testing.TB) *paychan.FileStore {
	t.Helper()
	s, err := paychan.NewFileStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return s
}
