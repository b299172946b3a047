package marketnet

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// Refusal codes a server answers with; stable across versions of the node.
const (
	CodeBadRequest   = "bad-request"    // the header does not decode or names no known op
	CodeTooLarge     = "too-large"      // the header or declared payload is above the limit
	CodeNotFound     = "not-found"      // get: no such blob here
	CodeUnavailable  = "unavailable"    // the market is not running yet
	CodeBusy         = "busy"           // too many unfinished deliveries, or the bounty busy: retry
	CodeNotOurBounty = "not-our-bounty" // deliver: this node did not post the bounty
	CodeNotClaimed   = "not-claimed"    // deliver: no claim on chain yet: retry after it is mined
	CodeNotClaimant  = "not-claimant"   // deliver: not signed by the account holding the claim
	CodeBadDelivery  = "bad-delivery"   // deliver: signature, sealed bytes or result do not match
	CodeInternal     = "internal"       // anything else on the server's side
)

// ErrRefused: the peer answered with a refusal code (see RefusedError).
var ErrRefused = errors.New("marketnet: request refused")

// RefusedError is a peer's refusal: its code and message.
type RefusedError struct {
	Code, Msg string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("marketnet: refused (%s): %s", e.Code, e.Msg)
}

// Unwrap makes errors.Is(err, ErrRefused) hold.
func (e *RefusedError) Unwrap() error { return ErrRefused }

// request is a header line: {"op":"get","hash":…} or {"op":"deliver","delivery":{…}}; a
// deliver is followed by delivery.size raw bytes of the sealed result.
type request struct {
	Op       string           `json:"op"`
	Hash     string           `json:"hash,omitempty"`
	Delivery *escrow.Delivery `json:"delivery,omitempty"`
}

// response is a header line followed by size raw bytes.
type response struct {
	Code  string `json:"code,omitempty"`
	Error string `json:"error,omitempty"`
	Size  int    `json:"size,omitempty"`
}

// errTooLarge: a header line above MaxHeader.
var errTooLarge = errors.New("marketnet: header above the limit")

// readLine reads one header line of at most MaxHeader bytes; br must be at least that big.
func readLine(br *bufio.Reader) ([]byte, error) { return readLineLimit(br, MaxHeader) }

// readLineLimit reads one line of at most limit bytes (br's buffer holds at least limit).
func readLineLimit(br *bufio.Reader, limit int) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	switch {
	case errors.Is(err, bufio.ErrBufferFull) || len(line) > limit:
		return nil, fmt.Errorf("%w: %d bytes", errTooLarge, limit)
	case err != nil:
		return nil, fmt.Errorf("marketnet: read header: %w", err)
	}
	return line, nil
}

// decodeRequest parses a request header line and checks its fields, before any payload.
func decodeRequest(line []byte) (request, common.Hash, error) {
	var req request
	if len(line) > MaxHeader {
		return req, common.Hash{}, fmt.Errorf("%w: %d bytes", errTooLarge, len(line))
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, common.Hash{}, fmt.Errorf("marketnet: bad request: %w", err)
	}
	switch req.Op {
	case "get":
		raw, err := hex.DecodeString(req.Hash)
		if err != nil || len(raw) != 32 || req.Delivery != nil {
			return req, common.Hash{}, errors.New("marketnet: bad request: get wants 64 hex digits of hash")
		}
		return req, common.BytesToHash(raw), nil
	case "deliver":
		if req.Delivery == nil || req.Hash != "" {
			return req, common.Hash{}, errors.New("marketnet: bad request: deliver wants a delivery header")
		}
		if req.Delivery.Size <= 0 || req.Delivery.Size > escrow.MaxSealedSize {
			return req, common.Hash{}, fmt.Errorf("%w: delivery of %d bytes, limit %d", errTooLarge, req.Delivery.Size, escrow.MaxSealedSize)
		}
		return req, common.Hash{}, nil
	}
	return req, common.Hash{}, fmt.Errorf("marketnet: bad request: unknown op %q", req.Op)
}

// writeFrame writes a header line and its payload.
func writeFrame(w io.Writer, header any, payload []byte) error {
	b, err := json.Marshal(header)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if _, err := w.Write(b); err != nil {
		return err
	}
	if len(payload) > 0 {
		_, err = w.Write(payload)
	}
	return err
}

// code is the refusal code for an error of the market or the store.
func code(err error) string {
	switch {
	case errors.Is(err, errTooLarge):
		return CodeTooLarge
	case errors.Is(err, escrow.ErrNotOurBounty):
		return CodeNotOurBounty
	case errors.Is(err, escrow.ErrNotClaimed):
		return CodeNotClaimed
	case errors.Is(err, escrow.ErrNotClaimant):
		return CodeNotClaimant
	case errors.Is(err, escrow.ErrBadDelivery):
		return CodeBadDelivery
	case errors.Is(err, escrow.ErrBusy):
		return CodeBusy
	}
	return CodeInternal
}
