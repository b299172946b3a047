package x402

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Batch is the `batch-settlement` scheme over the PaymentChannels contract: the payload
// carries the channel's settings and a cumulative voucher (escrow/paychan), checked in full by
// the voucher book before the call runs and saved only once the call succeeded; the payee
// claims in batches later. The shape follows x402's batch-settlement payload ("voucher" type;
// channelConfig and voucher), with this contract's fields: the channel is (payer, payee,
// token, signer, salt) and a voucher names its epoch. Deposits are made on chain by the payer
// (open / topUp), not in the payload.
type Batch struct {
	dom      paychan.Domain
	sep      common.Hash
	vouchers Vouchers
	timeout  time.Duration
}

// BatchPayment is a checked voucher, its channel held by the voucher book until Commit or
// Release.
type BatchPayment struct {
	Channel paychan.Channel
	Voucher paychan.Voucher
	Price   *big.Int
	hold    VoucherHold
}

// NewBatch makes the batch-settlement scheme of the PaymentChannels deployment d.
func NewBatch(d paychan.Domain, v Vouchers) (*Batch, error) {
	if d.ChainID == 0 || d.Contract == (common.Address{}) || v == nil {
		return nil, fmt.Errorf("x402: batch: need a chain, the PaymentChannels contract and a voucher book")
	}
	return &Batch{dom: d, sep: d.Separator(), vouchers: v, timeout: DefaultMaxTimeout}, nil
}

// Requirements is the batch-settlement offer of amount of asset (zero: ETH) to payTo, the
// channels' payee.
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

// Verify checks p against the offer req before the call runs, saving nothing: the terms, the
// channel id against its settings, payee and token (no chain call), then the voucher book's
// every check (signature, epoch, deposit, rise by the price above the held voucher; a chain
// read only for a channel it has not seen or whose state is stale). The channel is then held
// (another call on it is refused as busy) until Commit saves the voucher (the call succeeded)
// or Release drops it.
func (b *Batch) Verify(ctx context.Context, req Requirements, p *PaymentPayload) (*BatchPayment, error) {
	if err := matchAccepted(req, p.Accepted); err != nil {
		if e, ok := err.(*Error); ok {
			switch e.Reason {
			case ReasonNetworkMismatch:
				e.Reason = ReasonBatchNetwork
			case ReasonRecipientMismatch:
				e.Reason = ReasonReceiverMismatch
			}
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
	var ok bool
	if pay.Price, ok = new(big.Int).SetString(req.Amount, 10); !ok || pay.Price.Sign() <= 0 {
		return nil, refuse(ReasonRequirementsDiff, "offer amount %q is not a price", clip(req.Amount))
	}
	if pay.hold, err = b.vouchers.Check(ctx, pay.Channel, pay.Voucher, pay.Price); err != nil {
		return nil, voucherRefusal(err)
	}
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

// Commit saves the checked voucher through the voucher book (which checks again that it still
// fits: a withdrawal may have come in during the call) and releases the channel. A refused
// voucher is an *Error. The response says what was committed: the channel (its id, epoch and
// payee), the cumulative voucher the payee now holds for it, and the price of the call.
func (b *Batch) Commit(_ context.Context, pay *BatchPayment) (SettleResponse, error) {
	resp := SettleResponse{Network: Network(b.dom.ChainID), Payer: pay.Channel.Payer.Hex()}
	if err := pay.hold.Commit(); err != nil {
		r := voucherRefusal(err)
		resp.ErrorReason = ReasonOf(r)
		return resp, r
	}
	resp.Success = true
	resp.Extra = map[string]any{"channelId": pay.Voucher.Channel.Hex(), "epoch": pay.Voucher.Epoch, "price": pay.Price.String(),
		"cumulativeAmount": pay.Voucher.Amount.String(), "payee": pay.Channel.Payee.Hex()}
	return resp, nil
}

// Release frees the payment's channel without saving its voucher (the call failed).
func (b *Batch) Release(pay *BatchPayment) { pay.hold.Release() }
