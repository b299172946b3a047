package call

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// checkedOwed is the most an upto receipt r may say channel id owes after the call on it paid
// with a voucher rising by price (the call's cap), under the terms the payer cached for key:
// what the channel was answered for before, plus r's tokens at the terms' price per 1,000
// (Price.Charge, at most the cap). The tokens are the payee's word; its price is not (review
// of upto, finding 5). False when the terms are not upto (nothing to check).
func (p *Paying) checkedOwed(key string, id common.Hash, price *big.Int, r Receipt) (*big.Int, bool) {
	p.mu.Lock()
	t, ok := p.terms[key]
	p.mu.Unlock()
	perK := decimal(t.PerKTokens)
	c, known := p.payer.Channel(id)
	if !ok || t.Scheme != SchemeUpto || perK == nil || !known || c.Answered == nil {
		return nil, false
	}
	return new(big.Int).Add(c.Answered, Price{Amount: price, PerKTokens: perK}.Charge(r.Tokens)), true
}

// overcharged applies the payer's policy to an upto receipt that owes more than its own tokens
// at the terms' price (checkedOwed): the call is booked at the checked amount only (the
// settlement the payer signs and sends is for that), and the channel is retired: the payer
// signs nothing more on it, so it never adopts the payee's higher total there; its deposit still
// counts against the policy until it is withdrawn (retireKept). The payee still
// holds the call's voucher, signed for the cap before the call: on that channel it can claim at
// most that one cap above what the payer settled, once. It returns the amount to book.
func (p *Paying) overcharged(id common.Hash, owed, checked *big.Int) *big.Int {
	p.log.Warn("payment: an upto receipt owes more than its tokens at the agent's price: booked the checked amount, channel retired",
		"channel", id.Hex(), "owed", owed, "checked", checked)
	p.retireKept(id)
	return checked
}

// retireKept stops using channel id for calls while its deposit still counts against the
// policy (Budget, MaxDeposit to its payee): nothing was withdrawn, the deposit is locked in the
// channel, so a payee overcharging once per channel does not have the payer deposit past its
// budget (review rvfix, finding 5). Retire releases the count once the withdrawal is requested.
func (p *Paying) retireKept(id common.Hash) {
	c, ok := p.payer.Channel(id)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !ok || p.retired[id] {
		return
	}
	p.retired[id], p.kept[id] = true, true
	p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token}).n--
}

// claimedAbove follows a refusal saying the payee holds more than the payer's books on
// channel id (Terms.Held, nothing of ours unresolved to adopt): it reads the channel's claimed
// amount on chain and books it (paychan.Payer.AdoptClaimed). The payee claimed a voucher of
// ours above the books: an upto call's cap voucher, its charge left unsettled past the payee's
// claim age (review of upto, finding 7); the retry then signs above it. One chain read per such
// refusal; a payee that only says so moves nothing (the chain decides). A claim at or above the
// voucher just refused (the books plus price) paid a call not answered: it is not booked, and
// the channel refuses on as before the age rule (review rvfix, finding 1: else a payee
// refusing calls and claiming their vouchers is paid for each).
func (p *Paying) claimedAbove(ctx context.Context, id common.Hash, price *big.Int, refusal error) {
	t, ok := PaymentTerms(refusal)
	held := t.HeldWei()
	c, known := p.payer.Channel(id)
	if !ok || held == nil || !known || c.Answered == nil || held.Cmp(c.Answered) <= 0 {
		return
	}
	st, err := p.chain.State(ctx, id)
	if err != nil {
		p.log.Debug("payment: channel state not read", "channel", id.Hex(), "err", err)
		return
	}
	if st.Claimed == nil || st.Claimed.Cmp(new(big.Int).Add(c.Answered, price)) >= 0 {
		p.log.Warn("payment: the payee claimed a voucher of a call it did not answer", "channel", id.Hex(), "claimed", st.Claimed)
		return
	}
	if _, err := p.payer.AdoptClaimed(id, st.Epoch, st.Claimed); err != nil {
		p.log.Error("payment: claimed amount not recorded", "channel", id.Hex(), "err", err)
	}
}
