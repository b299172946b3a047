package x402

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Vouchers is the payee's voucher book: paychan.Client.Accept over the node's paychan.Checker
// (a sync when the channel's state is stale, then the local check, then the voucher saved).
type Vouchers interface {
	Accept(ctx context.Context, ch paychan.Channel, v paychan.Voucher, price *big.Int) error
}

// ReasonChannelBusy: another call on the same channel is being served.
const ReasonChannelBusy = "invalid_batch_settlement_evm_channel_busy"

// Batch is the `batch-settlement` scheme over the PaymentChannels contract: the payload
// carries the channel's settings and a cumulative voucher (escrow/paychan), checked locally
// and saved only once the call succeeded; the payee claims in batches later. The shape
// follows x402's batch-settlement payload ("voucher" type; channelConfig and voucher), with
// this contract's fields: the channel is (payer, payee, token, signer, salt) and a voucher
// names its epoch. Deposits are made on chain by the payer (open / topUp), not in the payload.
type Batch struct {
	dom      paychan.Domain
	sep      common.Hash
	vouchers Vouchers
	timeout  time.Duration

	mu   sync.Mutex
	busy map[common.Hash]struct{}
	last map[common.Hash]*big.Int // the amount committed last per channel, in this process
}

// BatchPayment is a checked voucher, its channel held until Commit or Release.
type BatchPayment struct {
	Channel paychan.Channel
	Voucher paychan.Voucher
	Price   *big.Int
}

// NewBatch makes the batch-settlement scheme of the PaymentChannels deployment d.
func NewBatch(d paychan.Domain, v Vouchers) (*Batch, error) {
	if d.ChainID == 0 || d.Contract == (common.Address{}) || v == nil {
		return nil, fmt.Errorf("x402: batch: need a chain, the PaymentChannels contract and a voucher book")
	}
	return &Batch{dom: d, sep: d.Separator(), vouchers: v, timeout: DefaultMaxTimeout, busy: map[common.Hash]struct{}{}, last: map[common.Hash]*big.Int{}}, nil
}

// Requirements is the batch-settlement offer of amount of asset (zero: ETH) to payTo.
func (b *Batch) Requirements(amount *big.Int, asset, payTo common.Address) Requirements {
	return Requirements{Scheme: SchemeBatch, Network: Network(b.dom.ChainID), Amount: amount.String(),
		Asset: asset.Hex(), PayTo: payTo.Hex(), MaxTimeoutSeconds: int64(b.timeout / time.Second),
		Extra: map[string]any{"paymentChannels": b.dom.Contract.Hex(), "name": "AgentSite PaymentChannels", "version": "1",
			"voucherType": "Voucher(bytes32 channelId,uint24 epoch,uint256 amount)"}}
}

type batchWire struct {
	Type          string `json:"type"`
	ChannelConfig struct {
		Payer           string `json:"payer"`
		PayerAuthorizer string `json:"payerAuthorizer"`
		Receiver        string `json:"receiver"`
		Token           string `json:"token"`
		Salt            string `json:"salt"`
	} `json:"channelConfig"`
	Voucher struct {
		ChannelID          string `json:"channelId"`
		Epoch              uint32 `json:"epoch"`
		MaxClaimableAmount string `json:"maxClaimableAmount"`
		Signature          string `json:"signature"`
	} `json:"voucher"`
}

// Verify checks p against the offer req without saving anything: terms, channel id, payee,
// token, signature. The channel is then held (a second call on it is refused as busy) until
// Commit saves the voucher (after the call succeeded) or Release drops it.
func (b *Batch) Verify(_ context.Context, req Requirements, p *PaymentPayload) (*BatchPayment, error) {
	if err := matchAccepted(req, p.Accepted); err != nil {
		if e, ok := err.(*Error); ok && e.Reason == ReasonNetworkMismatch {
			e.Reason = ReasonBatchNetwork
		}
		return nil, err
	}
	pay, err := b.parse(p.Payload)
	if err != nil {
		return nil, err
	}
	if !sameAddress(req.PayTo, pay.Channel.Payee) {
		return nil, refuse(ReasonReceiverMismatch, "channel pays %s, the offer's payTo is %s", pay.Channel.Payee.Hex(), req.PayTo)
	}
	if !sameAddress(req.Asset, pay.Channel.Token) {
		return nil, refuse(ReasonTokenMismatch, "channel in %s, the offer is in %s", pay.Channel.Token.Hex(), req.Asset)
	}
	if id := pay.Channel.ID(b.sep); id != pay.Voucher.Channel {
		return nil, refuse(ReasonChannelMismatch, "voucher for channel %s, the settings make %s (chain %d, contract %s)",
			pay.Voucher.Channel.Hex(), id.Hex(), b.dom.ChainID, b.dom.Contract.Hex())
	}
	if err := paychan.Verify(b.sep, pay.Voucher, pay.Channel.Signer); err != nil {
		return nil, refuse(ReasonVoucherSignature, "%v", err)
	}
	pay.Price, _ = new(big.Int).SetString(req.Amount, 10)
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, busy := b.busy[pay.Voucher.Channel]; busy {
		return nil, refuse(ReasonChannelBusy, "channel %s is paying for another call", pay.Voucher.Channel.Hex())
	}
	// a voucher that cannot pay is refused before the call runs (the voucher book checks
	// again, against the saved state, after it)
	if last := b.last[pay.Voucher.Channel]; last != nil && pay.Price != nil && new(big.Int).Sub(pay.Voucher.Amount, last).Cmp(pay.Price) < 0 {
		return nil, refuse(ReasonVoucherRefused, "voucher %s does not rise by the price %s above the held %s: sign %s",
			pay.Voucher.Amount, pay.Price, last, new(big.Int).Add(last, pay.Price))
	}
	b.busy[pay.Voucher.Channel] = struct{}{}
	return pay, nil
}

func (b *Batch) parse(raw json.RawMessage) (*BatchPayment, error) {
	var w batchWire
	if err := DecodeJSON(raw, &w); err != nil {
		return nil, refuse(ReasonInvalidPayload, "batch-settlement payload: %v", err)
	}
	if w.Type != "voucher" {
		return nil, refuse(ReasonInvalidPayload, "batch-settlement payload type %q: this server takes \"voucher\" (deposits go on chain)", clip(w.Type))
	}
	bad := func(err error) (*BatchPayment, error) {
		return nil, refuse(ReasonInvalidPayload, "batch-settlement payload: %v", err)
	}
	c, v := w.ChannelConfig, w.Voucher
	var pay BatchPayment
	var err error
	if pay.Channel.Payer, err = parseAddress("channelConfig.payer", c.Payer); err != nil {
		return bad(err)
	}
	if pay.Channel.Signer, err = parseAddress("channelConfig.payerAuthorizer", c.PayerAuthorizer); err != nil {
		return bad(err)
	}
	if pay.Channel.Payee, err = parseAddress("channelConfig.receiver", c.Receiver); err != nil {
		return bad(err)
	}
	if pay.Channel.Token, err = parseAddress("channelConfig.token", c.Token); err != nil {
		return bad(err)
	}
	if pay.Channel.Salt, err = parseHash("channelConfig.salt", c.Salt); err != nil {
		return bad(err)
	}
	if pay.Voucher.Channel, err = parseHash("voucher.channelId", v.ChannelID); err != nil {
		return bad(err)
	}
	if pay.Voucher.Amount, err = parseUint("voucher.maxClaimableAmount", v.MaxClaimableAmount); err != nil {
		return bad(err)
	}
	if pay.Voucher.Sig, err = parseSig("voucher.signature", v.Signature); err != nil {
		return bad(err)
	}
	if v.Epoch > paychan.MaxEpoch {
		return bad(fmt.Errorf("voucher.epoch %d above %d", v.Epoch, paychan.MaxEpoch))
	}
	pay.Voucher.Epoch = v.Epoch
	return &pay, nil
}

// Commit saves the voucher through the voucher book (its deposit, epoch, rise by the price
// and freshness checked there) and releases the channel. A refused voucher is an *Error.
func (b *Batch) Commit(ctx context.Context, pay *BatchPayment) (SettleResponse, error) {
	defer b.Release(pay)
	resp := SettleResponse{Network: Network(b.dom.ChainID), Payer: pay.Channel.Payer.Hex()}
	if err := b.vouchers.Accept(ctx, pay.Channel, pay.Voucher, pay.Price); err != nil {
		resp.ErrorReason = ReasonVoucherRefused
		held := ""
		if h, ok := paychan.HeldAmount(err); ok {
			held = fmt.Sprintf(" (the payee holds %s: sign that plus the price)", h)
		}
		return resp, refuse(ReasonVoucherRefused, "%v%s", err, held)
	}
	b.mu.Lock()
	b.last[pay.Voucher.Channel] = new(big.Int).Set(pay.Voucher.Amount)
	b.mu.Unlock()
	resp.Success = true
	resp.Extra = map[string]any{"channelId": pay.Voucher.Channel.Hex(), "chargedAmount": pay.Price.String(),
		"cumulativeAmount": pay.Voucher.Amount.String()}
	return resp, nil
}

// Release frees the payment's channel without saving its voucher (the call failed).
func (b *Batch) Release(pay *BatchPayment) {
	b.mu.Lock()
	delete(b.busy, pay.Voucher.Channel)
	b.mu.Unlock()
}
