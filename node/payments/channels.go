package payments

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/units"
)

// channelsAPI is the node's payment channels for the methods (channel.*).
type channelsAPI struct{ p *Payments }

var (
	_ methods.Channels    = channelsAPI{}
	_ methods.ChannelFees = channelsAPI{}
)

// Channels is the channel.* methods' side of the node's payments; nil without payments or
// before StartPaying.
func (p *Payments) Channels() methods.Channels {
	if p == nil || p.paying == nil {
		return nil
	}
	return channelsAPI{p}
}

// List lists the node's payment channels (channel.list); empty without payments.
func (p *Payments) List() apitypes.Channels {
	if p == nil || p.paying == nil {
		return apitypes.Channels{}
	}
	l, _ := channelsAPI{p}.List(context.Background())
	return l
}

// errNotPaying: channel.topup or channel.close named a channel this node does not pay on.
var errNotPaying = errors.New("node: not a channel this node pays on")

func amountString(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// List implements methods.Channels.
func (a channelsAPI) List(context.Context) (apitypes.Channels, error) {
	p := a.p
	return channelsView(p.domain.ChainID, p.Tokens(), p.payer.Channels(), p.held(), p.paying.Retired), nil
}

// channelsView lists the paying channels chs and the earning ones held, with totals per token
// (the ETH ones also in the top-level fields); chainID (0: unknown) names the payees' DIDs,
// tokens name the channels' units (ETH is always known).
func channelsView(chainID uint64, tokens units.Tokens, chs []paychan.PayerChannel, held []paychan.Held, retired func(common.Hash) bool) apitypes.Channels {
	out := apitypes.Channels{Channels: []apitypes.Channel{}}
	tot := totals{tokens: tokens}
	tot.of(common.Address{})
	for _, c := range chs {
		v := apitypes.Channel{ID: c.ID, Role: "paying", Payer: c.Channel.Payer, Payee: c.Channel.Payee, PayeeDID: payeeDID(chainID, c.Channel.Payee),
			Token: c.Channel.Token, Deposited: amountString(c.Deposited), Spent: amountString(c.Answered), Retired: retired(c.ID), Calls: c.Calls, Agent: c.Agent}
		if c.InFlight != nil {
			v.InFlight = c.InFlight.String()
		} else if c.Unresolved != nil {
			v.InFlight = c.Unresolved.String()
		}
		t := tot.of(c.Channel.Token)
		v.Symbol, v.Decimals = t.unit.Symbol, t.unit.Decimals
		addTo(t.deposited, c.Deposited)
		addTo(t.spent, c.Answered)
		out.Channels = append(out.Channels, v)
	}
	for _, h := range held {
		v := apitypes.Channel{ID: h.ID, Role: "earning", Payer: h.Channel.Payer, Payee: h.Channel.Payee, PayeeDID: payeeDID(chainID, h.Channel.Payee), Token: h.Channel.Token,
			Deposited: amountString(h.Deposited), Held: amountString(h.Voucher.Amount), Claimed: amountString(h.Claimed),
			Owed: h.Unclaimed().String(), WithdrawableAt: h.WithdrawableAt}
		if u := h.Pending(); u.Sign() > 0 {
			v.Unsettled = u.String()
		}
		t := tot.of(h.Channel.Token)
		v.Symbol, v.Decimals = t.unit.Symbol, t.unit.Decimals
		addTo(t.held, h.Voucher.Amount)
		addTo(t.claimed, h.Claimed)
		addTo(t.owed, h.Unclaimed())
		out.Channels = append(out.Channels, v)
	}
	out.Totals = tot.list()
	eth := out.Totals[0]
	out.Deposited, out.Spent, out.Held, out.Claimed, out.Owed = eth.Deposited, eth.Spent, eth.Held, eth.Claimed, eth.Owed
	return out
}

// Open implements methods.Channels.
func (a channelsAPI) Open(ctx context.Context, q apitypes.ChannelOpenParams) (apitypes.Channel, error) {
	if !common.IsHexAddress(q.Payee) {
		return apitypes.Channel{}, api.InvalidParams(fmt.Errorf("payee %q is not an address", q.Payee))
	}
	var token *common.Address
	if strings.TrimSpace(q.Token) != "" {
		t, err := channelToken(q.Token, a.p.Tokens())
		if err != nil {
			return apitypes.Channel{}, api.InvalidParams(err)
		}
		token = &t
	}
	amount, in, err := channelAmount(q.Amount, a.p.units(), a.p.Tokens(), token)
	if err != nil {
		return apitypes.Channel{}, api.InvalidParams(fmt.Errorf("amount: %w", err))
	}
	id, err := a.p.paying.Open(ctx, common.HexToAddress(q.Payee), in, amount)
	if err != nil {
		return apitypes.Channel{}, err
	}
	return a.view(id)
}

// TopUp implements methods.Channels.
func (a channelsAPI) TopUp(ctx context.Context, q apitypes.ChannelTopUpParams) (apitypes.Channel, error) {
	id, err := a.paying(q.ID)
	if err != nil {
		return apitypes.Channel{}, err
	}
	c, _ := a.p.payer.Channel(id)
	amount, _, err := channelAmount(q.Amount, a.p.units(), a.p.Tokens(), &c.Channel.Token)
	if err != nil {
		return apitypes.Channel{}, api.InvalidParams(fmt.Errorf("amount: %w", err))
	}
	if err := a.p.paying.TopUp(ctx, id, amount); err != nil {
		return apitypes.Channel{}, err
	}
	return a.view(id)
}

// Close implements methods.Channels: it asks for the withdrawal, or makes it once the
// challenge period is over.
func (a channelsAPI) Close(ctx context.Context, q apitypes.ChannelCloseParams) (apitypes.ChannelClosed, error) {
	id, err := a.paying(q.ID)
	if err != nil {
		return apitypes.ChannelClosed{}, err
	}
	p := a.p
	c, _ := p.payer.Channel(id)
	st, err := p.cli.State(ctx, id)
	if err != nil {
		return apitypes.ChannelClosed{}, err
	}
	u := unitIn(p.Tokens(), c.Channel.Token)
	out := apitypes.ChannelClosed{ID: id, Token: u.Address, Symbol: u.Symbol, Decimals: u.Decimals}
	switch {
	case st.Deposited.Sign() == 0:
		out.State = "withdrawn"
		return out, nil
	case st.WithdrawableAt == 0:
		p.paying.Retire(id)
		if err := p.cli.RequestWithdrawal(ctx, c.Channel); err != nil {
			return out, err
		}
		if st, err = p.cli.State(ctx, id); err != nil {
			return out, err
		}
		out.State, out.WithdrawableAt = "withdrawal requested", st.WithdrawableAt
		return out, nil
	}
	head, err := a.p.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return out, err
	}
	out.WithdrawableAt = st.WithdrawableAt
	if head.Time < st.WithdrawableAt {
		out.State = "waiting"
		return out, nil
	}
	p.paying.Retire(id)
	if err := p.cli.Withdraw(ctx, c.Channel); err != nil {
		return out, err
	}
	if _, err := p.payer.Reopen(c.Channel, st.Epoch+1, new(big.Int)); err != nil {
		return out, err
	}
	out.State, out.Returned = "withdrawn", new(big.Int).Sub(st.Deposited, st.Claimed).String()
	return out, nil
}

// paying parses id and checks this node pays on it.
func (a channelsAPI) paying(s string) (common.Hash, error) {
	b := common.FromHex(s)
	if len(b) != common.HashLength {
		return common.Hash{}, api.InvalidParams(fmt.Errorf("channel id %q is not 32 bytes of hex", s))
	}
	id := common.BytesToHash(b)
	if _, ok := a.p.payer.Channel(id); !ok {
		return common.Hash{}, api.InvalidParams(fmt.Errorf("%w: %s", errNotPaying, id.Hex()))
	}
	return id, nil
}

func (a channelsAPI) view(id common.Hash) (apitypes.Channel, error) {
	l, err := a.List(context.Background())
	if err != nil {
		return apitypes.Channel{}, err
	}
	for _, c := range l.Channels {
		if c.ID == id && c.Role == "paying" {
			return c, nil
		}
	}
	return apitypes.Channel{}, fmt.Errorf("%w: %s", errNotPaying, id.Hex())
}

// LogPath is the channel store's path in a data directory: <data>/channels/channels.v2.log.
func LogPath(dataDir string) string { return filepath.Join(dataDir, "channels", paychan.LogName) }

// legacyLogPath is where the channel store was before LogPath (channels.log): migrated from
// once, at Open, and left as it is for a build from before.
func legacyLogPath(dataDir string) string {
	return filepath.Join(dataDir, "channels", paychan.LegacyLogName)
}

// ReadChannels reads the payment channels recorded in dataDir (running node or not), as
// channel.list shows them but without the chain: deposits, spent, held, claimed and owed as
// the node last recorded them, a payee's held voucher being its last verified one; tokens (nil:
// none) name the units of channels in tokens.
func ReadChannels(dataDir string, tokens units.Tokens) (apitypes.Channels, error) {
	held, chs, err := paychan.ReadLogOrLegacy(legacyLogPath(dataDir), LogPath(dataDir))
	if err != nil {
		return apitypes.Channels{}, err
	}
	for i := range held {
		// A voucher answered before its signature was verified (Held.Verified beside it) is
		// not counted: without the chain's domain it cannot be verified here, and a claim takes
		// the verified one unless it verifies (review rvperf, finding 1).
		if v := held[i].Verified; v != nil {
			held[i].Voucher, held[i].Verified = *v, nil
		}
	}
	return channelsView(0, tokens, chs, held, func(common.Hash) bool { return false }), nil
}

// payeeDID is the DID of payee on chainID, empty when the chain is not known.
func payeeDID(chainID uint64, payee common.Address) string {
	if chainID == 0 {
		return ""
	}
	return identity.DID{ChainID: chainID, Address: payee}.String()
}
