package x402

import (
	"errors"
	"fmt"
)

// Error reasons, as the official x402 facilitators name them (errorReason / invalidReason),
// so that a client tells them apart the same way whoever verified.
const (
	ReasonPaymentRequired   = "payment_required"
	ReasonInvalidPayload    = "invalid_payload"
	ReasonInvalidVersion    = "invalid_x402_version"
	ReasonInvalidScheme     = "unsupported_scheme"
	ReasonNetworkMismatch   = "invalid_exact_evm_network_mismatch"
	ReasonRequirementsDiff  = "invalid_payment_requirements"
	ReasonBadSignature      = "invalid_exact_evm_signature"
	ReasonValueMismatch     = "invalid_exact_evm_payload_authorization_value_mismatch"
	ReasonRecipientMismatch = "invalid_exact_evm_recipient_mismatch"
	ReasonNotYetValid       = "invalid_exact_evm_payload_authorization_valid_after"
	ReasonExpired           = "invalid_exact_evm_payload_authorization_valid_before"
	ReasonNonceUsed         = "invalid_exact_evm_nonce_already_used"
	ReasonInsufficientFunds = "invalid_exact_evm_insufficient_balance"
	ReasonSettleFailed      = "invalid_exact_evm_transaction_failed"
	ReasonChainRead         = "unexpected_verify_error"
	ReasonVoucherSignature  = "invalid_batch_settlement_evm_voucher_signature"
	ReasonChannelMismatch   = "invalid_batch_settlement_evm_channel_id_mismatch"
	ReasonReceiverMismatch  = "invalid_batch_settlement_evm_receiver_mismatch"
	ReasonTokenMismatch     = "invalid_batch_settlement_evm_token_mismatch"
	ReasonVoucherRefused    = "invalid_batch_settlement_evm_cumulative_amount_mismatch"
	ReasonBatchNetwork      = "invalid_batch_settlement_evm_network_mismatch"
	ReasonBelowClaimed      = "invalid_batch_settlement_evm_cumulative_below_claimed"
	ReasonExceedsBalance    = "invalid_batch_settlement_evm_cumulative_exceeds_balance"
	ReasonChannelNotFound   = "invalid_batch_settlement_evm_channel_not_found"
	ReasonChannelRead       = "invalid_batch_settlement_evm_channel_state_read_failed"
	ReasonVoucherPayload    = "invalid_batch_settlement_evm_voucher_payload"
	ReasonChannelBusy       = "batch_settlement_channel_busy"
	ReasonRunFailed         = "resource_failed"
	// ReasonChannelClosing is ours (the official facilitators have none): the payer asked to
	// withdraw the channel, so it takes no more vouchers.
	ReasonChannelClosing = "invalid_batch_settlement_evm_channel_closing"
)

// ErrPayment is wrapped by every refusal of a payment: *Error carries its reason.
var ErrPayment = errors.New("x402: payment refused")

// Error is a refused payment: Reason is the wire's errorReason, Msg says what was wrong.
type Error struct {
	Reason string
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("x402: %s: %s", e.Reason, e.Msg) }

// Is makes every *Error an ErrPayment.
func (e *Error) Is(target error) bool { return target == ErrPayment }

// refuse makes a refusal with reason and a formatted message.
func refuse(reason, format string, args ...any) error {
	return &Error{Reason: reason, Msg: fmt.Sprintf(format, args...)}
}

// ReasonOf is err's wire reason: its *Error's, else unexpected_verify_error.
func ReasonOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return ReasonChainRead
}
