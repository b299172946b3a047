package registry

import "errors"

// Sentinel errors of card decoding and verification. Callers test them with errors.Is; the
// wrapped message says which field or check failed.
var (
	// ErrCardTooLarge: the encoded card is larger than MaxCardSize.
	ErrCardTooLarge = errors.New("registry: card too large")
	// ErrCardMalformed: the bytes are not a JSON card.
	ErrCardMalformed = errors.New("registry: malformed card")
	// ErrCardInvalid: a field is missing or out of range.
	ErrCardInvalid = errors.New("registry: invalid card")
	// ErrCardExpired: expiresAt has passed.
	ErrCardExpired = errors.New("registry: card expired")
	// ErrCardFromFuture: issuedAt is further ahead of the local clock than the allowed skew.
	ErrCardFromFuture = errors.New("registry: card issued in the future")
	// ErrCardSignature: the signature is missing, malformed, does not match the card, or was
	// made by a key that is neither the agent's nor a valid delegate of it.
	ErrCardSignature = errors.New("registry: bad card signature")
	// ErrCardChain: the card's DID is on another chain than this network's.
	ErrCardChain = errors.New("registry: card for another chain")
)
