package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
)

// ERC-20 selectors.
var (
	selAllowance = []byte{0xdd, 0x62, 0xed, 0x3e} // allowance(address,address)
	selApprove   = []byte{0x09, 0x5e, 0xa7, 0xb3} // approve(address,uint256)
	selBalanceOf = []byte{0x70, 0xa0, 0x82, 0x31} // balanceOf(address)
)

func word(b []byte) []byte { return common.LeftPadBytes(b, 32) }

func unpackUint(out []byte) (*big.Int, error) {
	if len(out) < 32 {
		return nil, fmt.Errorf("short answer (%d bytes)", len(out))
	}
	return new(big.Int).SetBytes(out[:32]), nil
}

// EnsureAllowance approves spender for amount of token from the sender's account unless the
// current allowance already covers it.
//
// Once the approval is mined it waits (at most allowanceSettle) until the node's latest state
// shows it: a node may serve a receipt a moment before calls against "latest" see its block,
// and the spender's transferFrom, estimated right after, would fail on the old allowance.
func (s *Sender) EnsureAllowance(ctx context.Context, token, spender common.Address, amount *big.Int) error {
	query := append(append(append([]byte{}, selAllowance...), word(s.Address().Bytes())...), word(spender.Bytes())...)
	allowance := func() (*big.Int, error) {
		v, err := Read(ctx, s.b, s.dec, token, query, unpackUint)
		if err != nil {
			return nil, fmt.Errorf("chain: allowance of %s on %s: %w", spender.Hex(), token.Hex(), err)
		}
		return v, nil
	}
	have, err := allowance()
	if err != nil {
		return err
	}
	if have.Cmp(amount) >= 0 {
		return nil
	}
	data := append(append(append([]byte{}, selApprove...), word(spender.Bytes())...), math.U256Bytes(new(big.Int).Set(amount))...)
	if _, err := s.Send(ctx, Tx{To: &token, Data: data}); err != nil {
		return fmt.Errorf("chain: approve %s of %s for %s: %w", amount, token.Hex(), spender.Hex(), err)
	}
	for deadline := time.Now().Add(allowanceSettle); ; {
		if have, err = allowance(); err != nil || have.Cmp(amount) >= 0 || time.Now().After(deadline) {
			return err // an allowance still short is the spender's transaction to report
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// allowanceSettle bounds how long EnsureAllowance waits for a mined approval to show.
const allowanceSettle = 2 * time.Second

// TokenBalance is account's balance of an ERC-20, or of native ETH when token is zero.
func TokenBalance(ctx context.Context, b Backend, token, account common.Address) (*big.Int, error) {
	if token == (common.Address{}) {
		return b.BalanceAt(ctx, account, nil)
	}
	data := append(append([]byte{}, selBalanceOf...), word(account.Bytes())...)
	return Read(ctx, b, nil, token, data, unpackUint)
}
