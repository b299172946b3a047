package call

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Payment is what a call to a paid agent carries in its Params: a cumulative voucher on a
// payment channel from the caller to the agent's payee (escrow/paychan), in one of two forms.
// In full, the channel's settings and the voucher (a signed one, or a hash-chain word with or
// without its chain's commitment). Compact (Word alone): a word of the chain the payee
// already holds for the channel, named by its id (ChainWord; payword.go), which a payer
// sends once the payee answered a call paid on that chain. Exactly one form is set.
type Payment struct {
	Channel paychan.Channel `json:"channel,omitzero"`
	Voucher paychan.Voucher `json:"voucher,omitzero"`
	// Word is the compact form: Channel and Voucher are then zero.
	Word *ChainWord `json:"word,omitempty"`
	// Settle, when set, is the payer's voucher for exactly what an earlier upto call on the
	// channel was charged (paychan.Payer.Charged): the payee claims it instead of that call's
	// higher voucher (paychan.Checker.Settle). It rides on every call until one is answered.
	Settle *paychan.Voucher `json:"settle,omitempty"`
}

// Receipt is what the answer to an upto call tells its payer (Response.Receipt): the
// channel's owed total after the call, in base units (decimal), and the tokens it used.
type Receipt struct {
	Owed   string `json:"owed"`
	Tokens int64  `json:"tokens,omitempty"`
}

// OwedWei is Owed as a number (nil when it is not a positive decimal of a uint256's length).
func (r Receipt) OwedWei() *big.Int { return decimal(r.Owed) }

// SchemeUpto names the terms of an agent priced by use (Terms.Scheme): the voucher authorises
// Price, the most one call costs, and the payee charges PerKTokens for each 1,000 tokens used.
const SchemeUpto = "upto"

// Terms are a paid agent's terms, the data of a CodePaymentRequired or CodePaymentRefused
// error: the price of one call and the channel a payer opens to pay it.
type Terms struct {
	// Price is one call's price in the token's base units (decimal).
	Price string `json:"price"`
	// Token is the channel's token: the zero address for ETH.
	Token common.Address `json:"token"`
	// Payee is the channel's payee: the account that claims the vouchers.
	Payee common.Address `json:"payee"`
	// Contract and ChainID are the PaymentChannels deployment the vouchers are bound to.
	Contract common.Address `json:"contract"`
	ChainID  uint64         `json:"chainId"`
	// Held, in a refusal of a voucher not above the last one, is the amount the payee holds
	// on the channel (the payer adopts it: paychan.Payer.Adopt).
	Held string `json:"held,omitempty"`
	// Scheme is SchemeUpto for an agent priced by use (Price is then the cap of one call);
	// empty: Price is what every call costs.
	Scheme string `json:"scheme,omitempty"`
	// PerKTokens, for SchemeUpto, is the price of 1,000 tokens in base units (decimal).
	PerKTokens string `json:"perKTokens,omitempty"`
	// Reason, in a refusal, is its stable cause (errcode.ReasonChannelBusy), when it has one.
	Reason string `json:"reason,omitempty"`
}

// PriceWei is Price as a number (nil when it is not a positive decimal of a uint256's length).
func (t Terms) PriceWei() *big.Int { return decimal(t.Price) }

// HeldWei is Held as a number (nil when it is not a positive decimal of a uint256's length).
func (t Terms) HeldWei() *big.Int { return decimal(t.Held) }

// maxDecimal is the length of the longest uint256 in decimal: the terms come from the payee,
// and a number is parsed in time quadratic in its length (review of issue 20, finding 6).
const maxDecimal = 78

func decimal(s string) *big.Int {
	if len(s) > maxDecimal {
		return nil
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() <= 0 {
		return nil
	}
	return v
}

// Payment sentinels: errors.Is matches the remote errors of the codes above.
var (
	ErrPaymentRequired = errors.New("call: payment required")
	ErrPaymentRefused  = errors.New("call: payment refused")
	// ErrPriceTooHigh: the agent asks more per call than the caller allows.
	ErrPriceTooHigh = errors.New("call: price above the caller's maximum")
	// ErrBudget: the payments policy allows no further deposit.
	ErrBudget = errors.New("call: payments budget exhausted")
)

// PaymentTerms returns the terms of a remote payment error (required or refused).
func PaymentTerms(err error) (Terms, bool) {
	var e *Error
	if !errors.As(err, &e) || (e.Code != CodePaymentRequired && e.Code != CodePaymentRefused) || len(e.Data) == 0 {
		return Terms{}, false
	}
	var t Terms
	if json.Unmarshal(e.Data, &t) != nil {
		return Terms{}, false
	}
	return t, true
}

// paymentError is an Error of code carrying t.
func paymentError(code int, t Terms, format string, args ...any) *Error {
	e := Errorf(code, format, args...)
	e.Data, _ = json.Marshal(t)
	return e
}

// Payee charges for the calls of paid agents (Options.Payee; nil serves every call free).
type Payee interface {
	// Charge checks the payment of a call to agent before it runs. A free agent gets nil,
	// nil (and any payment is ignored). A paid one gets a settle function, or an *Error
	// (CodePaymentRequired, CodePaymentRefused) sent back without running the call. The
	// server calls settle exactly once: settle(true) once the call has succeeded and before
	// it answers (it saves the voucher; an error withholds the answer, and an *Error is sent
	// back as it is), settle(false) when the call failed (the voucher is released, not saved).
	// The payment may still be under verification while the call runs: settle(true) waits
	// for it and fails when it failed.
	Charge(ctx context.Context, agent string, pay *Payment) (settle func(answered bool) error, e *Error)
}

type maxPriceKey struct{}

// maxPrice is a call's cap; in, when set, is the token it is stated in.
type maxPrice struct {
	v  *big.Int
	in *common.Address
}

// WithMaxPrice returns ctx under which a paying client pays at most max per call (instead of
// its policy's maximum), in base units of the agent's token: `agent call --max-price`.
func WithMaxPrice(ctx context.Context, max *big.Int) context.Context {
	return context.WithValue(ctx, maxPriceKey{}, maxPrice{v: new(big.Int).Set(max)})
}

// WithMaxPriceIn is WithMaxPrice for a cap stated in token (the zero address: ETH): an agent
// asking to be paid in another token is refused, its base units not being token's (an
// auction's bid in ETH is no licence to charge as many base units of USDC: review rvexact,
// finding 1).
func WithMaxPriceIn(ctx context.Context, max *big.Int, token common.Address) context.Context {
	return context.WithValue(ctx, maxPriceKey{}, maxPrice{v: new(big.Int).Set(max), in: &token})
}

// MaxPriceFrom returns the maximum price ctx carries (WithMaxPrice, WithMaxPriceIn).
func MaxPriceFrom(ctx context.Context) (*big.Int, bool) {
	v, ok := ctx.Value(maxPriceKey{}).(maxPrice)
	return v.v, ok
}

// MaxPriceToken is the token ctx's cap is stated in, if WithMaxPriceIn said.
func MaxPriceToken(ctx context.Context) (common.Address, bool) {
	v, ok := ctx.Value(maxPriceKey{}).(maxPrice)
	if !ok || v.in == nil {
		return common.Address{}, false
	}
	return *v.in, true
}

func (t Terms) String() string {
	tok := "ETH"
	if t.Token != (common.Address{}) {
		tok = t.Token.Hex()
	}
	if t.Scheme == SchemeUpto {
		return fmt.Sprintf("%s %s per 1k tokens, at most %s a call, to %s (PaymentChannels %s on chain %d)", t.PerKTokens, tok, t.Price, t.Payee.Hex(), t.Contract.Hex(), t.ChainID)
	}
	return fmt.Sprintf("%s %s per call to %s (PaymentChannels %s on chain %d)", t.Price, tok, t.Payee.Hex(), t.Contract.Hex(), t.ChainID)
}
