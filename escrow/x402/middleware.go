package x402

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Seller says what a request costs: ok false means it is free.
type Seller interface {
	Offer(r *http.Request) (o Offer, ok bool, err error)
}

// Middleware answers paid requests the x402 way: without PAYMENT-SIGNATURE, 402 with the
// offer in PAYMENT-REQUIRED (and the body); with one, it verifies the payment, runs next with
// its answer held back, settles, and sends the answer with PAYMENT-RESPONSE. A refused payment
// is a 402 whose error says why; a call that fails (status 400 or more) is answered as it is
// and not charged. A paid run does not end with its request (Facilitator.runContext): a client
// that hangs up once its payment is verified is charged if the run succeeds, though the answer
// is not delivered. Free requests go straight to next, ending with their request.
func (f *Facilitator) Middleware(s Seller, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o, paid, err := s.Offer(r)
		if err != nil {
			http.Error(w, fmt.Sprintf("x402: price of %s: %v", r.URL.Path, err), http.StatusInternalServerError)
			return
		}
		if !paid {
			next.ServeHTTP(w, r)
			return
		}
		if o.Resource.URL == "" {
			o.Resource.URL = requestURL(r)
		}
		p, perr := paymentOf(r)
		buf := &heldAnswer{header: http.Header{}}
		required, settled, runErr := f.Charge(r.Context(), o, p, perr, func(ctx context.Context) error {
			next.ServeHTTP(buf, r.WithContext(ctx))
			failed := buf.status() >= 400
			if o.Failed != nil {
				failed = o.Failed(buf.status(), buf.body.Bytes())
			}
			if failed {
				return fmt.Errorf("%w: status %d", ErrRunFailed, buf.status())
			}
			return buf.err
		})
		if required != nil {
			WritePaymentRequired(w, required)
			return
		}
		if settled != nil {
			if h, err := EncodeHeader(settled); err == nil {
				w.Header().Set(HeaderResponse, h)
			}
		}
		if runErr != nil && (buf.err != nil || buf.code == 0 && buf.body.Len() == 0) {
			// An answer cut at the buffer's bound is not sent: it failed, so it was not
			// charged, and its first 16 MiB (a stream's events but the last) would go free.
			http.Error(w, runErr.Error(), http.StatusBadGateway)
			return
		}
		buf.flush(w)
	})
}

// paymentOf reads the request's PAYMENT-SIGNATURE; a v1 X-PAYMENT is refused by name.
func paymentOf(r *http.Request) (*PaymentPayload, error) {
	if h := r.Header.Get(HeaderSignature); h != "" {
		return DecodePayment(h)
	}
	if r.Header.Get("X-PAYMENT") != "" {
		return nil, refuse(ReasonInvalidVersion, "X-PAYMENT is x402 v1: this server speaks v2 (PAYMENT-SIGNATURE)")
	}
	return nil, nil
}

// WritePaymentRequired answers 402 with pr in PAYMENT-REQUIRED and as the JSON body.
func WritePaymentRequired(w http.ResponseWriter, pr *PaymentRequired) {
	h, err := EncodeHeader(pr)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set(HeaderRequired, h)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusPaymentRequired)
	_ = json.NewEncoder(w).Encode(pr)
}

func requestURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host + r.URL.Path
}

// heldAnswer holds a handler's answer (at most MaxBufferedAnswer bytes) until its payment
// settles.
type heldAnswer struct {
	header http.Header
	code   int
	body   bytes.Buffer
	err    error
}

func (h *heldAnswer) Header() http.Header { return h.header }

func (h *heldAnswer) WriteHeader(code int) {
	if h.code == 0 {
		h.code = code
	}
}

func (h *heldAnswer) Write(b []byte) (int, error) {
	if h.err != nil {
		return 0, h.err
	}
	h.WriteHeader(http.StatusOK)
	if h.body.Len()+len(b) > MaxBufferedAnswer {
		// Not charged, and nothing of it is sent: the part held may be the result itself (an
		// A2A stream's artifact before its last events; review of upto, finding 9).
		h.err = fmt.Errorf("%w: answer larger than %d bytes", ErrRunFailed, MaxBufferedAnswer)
		h.body.Reset()
		return 0, h.err
	}
	return h.body.Write(b)
}

// Flush holds on: a streamed answer (A2A's server-sent events) goes out whole once paid.
func (h *heldAnswer) Flush() {}

func (h *heldAnswer) status() int {
	if h.code == 0 {
		return http.StatusOK
	}
	return h.code
}

func (h *heldAnswer) flush(w http.ResponseWriter) {
	for k, v := range h.header {
		w.Header()[k] = v
	}
	w.WriteHeader(h.status())
	_, _ = w.Write(h.body.Bytes())
}
