package paychan

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DefaultMaxStale bounds how old a channel's synced state may be when no bound is given: half
// the contract's shortest challenge period (1 minute), so it is safe for any deployment.
const DefaultMaxStale = 30 * time.Second

// MaxStale is the bound on a channel state's age for a deployment whose challenge period is
// challenge and a claim policy whose margin is margin: a withdrawal requested just after the
// last sync still leaves margin to claim. It is 0 (sync before every voucher) when margin does
// not fit in challenge.
func MaxStale(challenge, margin time.Duration) time.Duration {
	if challenge <= margin {
		return 0
	}
	return challenge - margin
}

// CheckerOption configures a Checker.
type CheckerOption func(*Checker)

// WithTokens sets the tokens the payee accepts (the zero address is native ETH) and the least
// price per call in each (nil: the price the caller passes to Accept). Channels in any other
// token are refused (ErrWrongToken). Without it the checker accepts native ETH only. Tokens
// whose balances change on their own (rebasing) must not be listed: the contract does not
// support them (contracts/README).
func WithTokens(prices map[common.Address]*big.Int) CheckerOption {
	return func(c *Checker) {
		c.tokens = make(map[common.Address]*big.Int, len(prices))
		for t, p := range prices {
			if p != nil {
				p = new(big.Int).Set(p)
			}
			c.tokens[t] = p
		}
	}
}

// WithMaxStale sets how old a channel's synced state may be before Accept refuses its
// vouchers (ErrStale); see MaxStale. The default is DefaultMaxStale.
func WithMaxStale(d time.Duration) CheckerOption {
	return func(c *Checker) { c.maxStale = d }
}
