package chat

import (
	"context"
	"fmt"
	"regexp"
	"time"
	"unicode/utf8"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
)

// MembershipOracle tells a room's members from strangers. The node counts registered, staked
// agents and its own keys as members. Members get Config.MemberQuota; strangers get the
// stricter StrangerQuota, or are refused where it is zero.
type MembershipOracle interface {
	IsMember(ctx context.Context, room string, sender identity.DID) (bool, error)
}

// Authorizer says whether signer may sign for did (the did:ethr owner or a valid delegate).
// The chain index implements it; nil in Config accepts only the DID's own address.
type Authorizer interface {
	CanSignFor(ctx context.Context, did identity.DID, signer common.Address) (bool, error)
}

// MembershipFunc adapts a function to MembershipOracle.
type MembershipFunc func(ctx context.Context, room string, sender identity.DID) (bool, error)

// IsMember calls f.
func (f MembershipFunc) IsMember(ctx context.Context, room string, sender identity.DID) (bool, error) {
	return f(ctx, room, sender)
}

// AuthorizerFunc adapts a function to Authorizer.
type AuthorizerFunc func(ctx context.Context, did identity.DID, signer common.Address) (bool, error)

// CanSignFor calls f.
func (f AuthorizerFunc) CanSignFor(ctx context.Context, did identity.DID, signer common.Address) (bool, error) {
	return f(ctx, did, signer)
}

var (
	_ MembershipOracle = MembershipFunc(nil)
	_ Authorizer       = AuthorizerFunc(nil)
	_ Responder        = ResponderFunc(nil)
)

// Limits on envelope fields beyond the total size.
const (
	maxTypeLen   = 32
	maxTaskIDLen = 128
	maxTo        = 64
)

var (
	roomRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)
	typeRE = regexp.MustCompile(`^[a-z][a-z0-9_.-]*$`)
)

// ValidRoom checks a room name: 1-64 characters of a-z, 0-9, '.', '_', '-', starting with a
// letter or digit.
func ValidRoom(room string) error {
	if !roomRE.MatchString(room) {
		return fmt.Errorf("%w: %q (want 1-64 of a-z 0-9 . _ -, starting with a-z or 0-9)", ErrBadRoom, room)
	}
	return nil
}

// CheckShape validates the fields of e without looking at the signature or the clock: the room
// name, sender DID on chainID, state, type, task id, recipients, ts, UTF-8.
func (e *Envelope) CheckShape(chainID uint64) (identity.DID, error) {
	bad := func(f string, a ...any) (identity.DID, error) {
		return identity.DID{}, fmt.Errorf("%w: "+f, append([]any{ErrBadEnvelope}, a...)...)
	}
	if err := ValidRoom(e.GroupID); err != nil {
		return bad("group_id: %v", err)
	}
	sender, err := identity.ParseDID(e.SenderID)
	if err != nil {
		return bad("sender_id: %v", err)
	}
	if sender.ChainID != chainID {
		return identity.DID{}, fmt.Errorf("%w: sender %s is on chain %d, this network is %d", ErrWrongChain, e.SenderID, sender.ChainID, chainID)
	}
	if !e.State.Valid() {
		return bad("state %q is not discussion, task_assignment, execution or conclusion", e.State)
	}
	if len(e.Type) > maxTypeLen || !typeRE.MatchString(e.Type) {
		return bad("type %q (want a lower-case token of at most %d characters)", e.Type, maxTypeLen)
	}
	if len(e.TaskID) > maxTaskIDLen || hasControl(e.TaskID) {
		return bad("task_id %q too long or has control characters", e.TaskID)
	}
	if e.State == StateTaskAssignment && e.TaskID == "" {
		return bad("task_assignment without task_id")
	}
	if len(e.To) > maxTo {
		return bad("%d recipients, limit %d", len(e.To), maxTo)
	}
	for _, d := range e.To {
		if _, err := identity.ParseDID(d); err != nil {
			return bad("to: %v", err)
		}
	}
	if e.TS <= 0 {
		return bad("ts %d", e.TS)
	}
	for name, s := range map[string]string{"content": e.Content, "task_desc": e.TaskDesc} {
		if !utf8.ValidString(s) {
			return bad("%s is not UTF-8", name)
		}
	}
	return sender, nil
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || !utf8.ValidRune(r) || r == utf8.RuneError {
			return true
		}
	}
	return false
}

// verifier runs every check on received bytes. Gossip (live) checks the freshness window;
// catch-up history checks the retention age instead. Both refuse timestamps in the future.
type verifier struct {
	cfg   Config
	quota *quotas // nil: no quota precheck
}

// verified is an envelope that passed every check, with what the caller needs to store it
// and charge its sender's quota.
type verified struct {
	env    Envelope
	id     common.Hash
	sender common.Address
	member bool
	size   int
}

// verify decodes and checks data for room. known, if not nil, reports ids already held: they
// fail with ErrReplay before the costly signature check, as do senders already over their
// quota (ErrOverQuota; the quota is not charged here: only the caller charges, once the
// signature has been checked, so forgeries cannot use up anyone's quota). With these two
// errors the unverified envelope is still returned, for the caller's bookkeeping.
func (v *verifier) verify(ctx context.Context, room string, data []byte, live bool, known func(common.Hash) bool) (verified, error) {
	e, err := Decode(data, v.cfg.MaxEnvelopeSize)
	if err != nil {
		return verified{}, err
	}
	if e.GroupID != room {
		return verified{}, fmt.Errorf("%w: group_id %q in room %q", ErrBadEnvelope, e.GroupID, room)
	}
	sender, err := e.CheckShape(v.cfg.ChainID)
	if err != nil {
		return verified{}, err
	}
	if err := v.fresh(e.TS, live); err != nil {
		return verified{}, err
	}
	c, err := e.Canonical()
	if err != nil {
		return verified{}, err
	}
	out := verified{env: e, id: identity.ContentHash(c), sender: sender.Address, size: len(data)}
	if known != nil && known(out.id) {
		return out, fmt.Errorf("%w: %s", ErrReplay, out.id)
	}
	if out.member, err = v.isMember(ctx, room, sender); err != nil {
		return verified{}, err
	}
	if v.quota != nil && !v.quota.allows(room, out.sender, out.member, e.TS, out.size) {
		return out, fmt.Errorf("%w: %s in %q", ErrOverQuota, e.SenderID, room) // out for paging
	}
	if err := e.verifyCanonical(v.cfg.ChainID, c); err != nil {
		return verified{}, err
	}
	if signer := e.Signature.Signer; signer != sender.Address {
		ok := false
		if v.cfg.Authorizer != nil {
			if ok, err = v.cfg.Authorizer.CanSignFor(ctx, sender, signer); err != nil {
				return verified{}, fmt.Errorf("%w: authorize signer: %v", ErrOracle, err)
			}
		}
		if !ok {
			return verified{}, fmt.Errorf("%w: %w: signer %s may not sign for %s", ErrBadSignature, ErrNotDelegate, signer.Hex(), e.SenderID)
		}
	}
	return out, nil
}

// fresh checks ts against the clock: not in the future beyond MaxClockSkew, and not older
// than FreshnessWindow (live) or RetentionAge (history).
func (v *verifier) fresh(tsMillis int64, live bool) error {
	now := v.cfg.Clock.Now()
	ts := time.UnixMilli(tsMillis)
	if ts.After(now.Add(v.cfg.MaxClockSkew)) {
		return fmt.Errorf("%w: ts %s is in the future (now %s)", ErrStale, ts.UTC().Format(time.RFC3339Nano), now.UTC().Format(time.RFC3339Nano))
	}
	window := v.cfg.RetentionAge
	if live {
		window = v.cfg.FreshnessWindow
	}
	if ts.Before(now.Add(-window)) {
		return fmt.Errorf("%w: ts %s older than %v", ErrStale, ts.UTC().Format(time.RFC3339Nano), window)
	}
	return nil
}

// isMember asks the membership oracle about sender. A stranger in a members-only room
// (StrangerQuota.Messages == 0) fails with ErrNotMember.
func (v *verifier) isMember(ctx context.Context, room string, sender identity.DID) (bool, error) {
	member := false
	if v.cfg.Membership != nil {
		var err error
		if member, err = v.cfg.Membership.IsMember(ctx, room, sender); err != nil {
			return false, fmt.Errorf("%w: membership: %v", ErrOracle, err)
		}
	}
	if !member && v.cfg.StrangerQuota.Messages == 0 {
		return false, fmt.Errorf("%w: %s in %q", ErrNotMember, sender, room)
	}
	return member, nil
}
