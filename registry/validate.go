package registry

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// Limits on card fields. They keep a card well inside MaxCardSize and the index small.
const (
	MaxNameLen        = 128
	MaxDescriptionLen = 2048
	MaxSkills         = 32
	MaxTagsPerSkill   = 16
	MaxTagLen         = 64
	MaxExamples       = 8
	MaxListLen        = 16 // modes, interfaces, node addresses
	MaxFieldLen       = 512
	// MaxCardTTL is the longest validity a card may claim (expiresAt - issuedAt).
	MaxCardTTL = 7 * 24 * time.Hour
)

// Validate checks the card's structure: required fields present, lengths and counts within the
// limits above, tags normalised, numbers decimal, peer id and addresses parseable, and a
// signature present. It does not check the signature itself or the time (see Verifier).
func (c *Card) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrCardInvalid, fmt.Sprintf(format, args...))
	}
	if err := checkText("name", c.Name, MaxNameLen, true); err != nil {
		return bad("%v", err)
	}
	if err := checkText("description", c.Description, MaxDescriptionLen, false); err != nil {
		return bad("%v", err)
	}
	if err := checkText("version", c.Version, MaxTagLen, false); err != nil {
		return bad("%v", err)
	}
	if len(c.Skills) == 0 || len(c.Skills) > MaxSkills {
		return bad("%d skills, want 1..%d", len(c.Skills), MaxSkills)
	}
	for i, s := range c.Skills {
		if err := s.validate(); err != nil {
			return bad("skill %d: %v", i, err)
		}
	}
	for name, l := range map[string][]string{"defaultInputModes": c.DefaultInputModes, "defaultOutputModes": c.DefaultOutputModes} {
		if err := checkList(name, l); err != nil {
			return bad("%v", err)
		}
	}
	if len(c.Interfaces) > MaxListLen {
		return bad("%d interfaces, limit %d", len(c.Interfaces), MaxListLen)
	}
	for i, in := range c.Interfaces {
		if err := checkText(fmt.Sprintf("interface %d url", i), in.URL, MaxFieldLen, true); err != nil {
			return bad("%v", err)
		}
	}
	if c.DID.ChainID == 0 || c.DID.Address == (common.Address{}) {
		return bad("did missing")
	}
	if c.Stake != "" && !isDecimal(c.Stake) {
		return bad("stake %q is not a decimal integer", c.Stake)
	}
	if c.Price != nil {
		if !isDecimal(c.Price.Amount) {
			return bad("price amount %q is not a decimal integer", c.Price.Amount)
		}
		if c.Price.Per1kTokens != "" && !isDecimal(c.Price.Per1kTokens) {
			return bad("price per 1k tokens %q is not a decimal integer", c.Price.Per1kTokens)
		}
		if c.Price.Token != "ETH" && !(common.IsHexAddress(c.Price.Token) && strings.HasPrefix(c.Price.Token, "0x")) {
			return bad("price token %q is neither ETH nor a 0x address", c.Price.Token)
		}
	}
	if _, err := peer.Decode(c.Node.PeerID); err != nil {
		return bad("node peer id %q: %v", c.Node.PeerID, err)
	}
	if len(c.Node.Addrs) > MaxListLen {
		return bad("%d node addresses, limit %d", len(c.Node.Addrs), MaxListLen)
	}
	for _, a := range c.Node.Addrs {
		if _, err := ma.NewMultiaddr(a); err != nil {
			return bad("node address %q: %v", a, err)
		}
	}
	if c.IssuedAt <= 0 || c.ExpiresAt <= c.IssuedAt {
		return bad("issuedAt %d, expiresAt %d: want 0 < issuedAt < expiresAt", c.IssuedAt, c.ExpiresAt)
	}
	if time.Duration(c.ExpiresAt-c.IssuedAt)*time.Millisecond > MaxCardTTL {
		return bad("validity %v longer than %v", time.Duration(c.ExpiresAt-c.IssuedAt)*time.Millisecond, MaxCardTTL)
	}
	if c.Signature == nil || len(c.Signature.Sig) == 0 {
		return fmt.Errorf("%w: missing", ErrCardSignature)
	}
	return nil
}

func (s Skill) validate() error {
	if err := checkText("id", s.ID, MaxTagLen, true); err != nil {
		return err
	}
	if err := checkText("name", s.Name, MaxNameLen, true); err != nil {
		return err
	}
	if err := checkText("description", s.Description, MaxDescriptionLen, false); err != nil {
		return err
	}
	if len(s.Tags) == 0 || len(s.Tags) > MaxTagsPerSkill {
		return fmt.Errorf("%d tags, want 1..%d", len(s.Tags), MaxTagsPerSkill)
	}
	for _, t := range s.Tags {
		if !validTag(t) {
			return fmt.Errorf("tag %q is not a normalised tag (lower-case letters, digits, -._/+#:) of at most %d bytes", t, MaxTagLen)
		}
	}
	if len(s.Examples) > MaxExamples {
		return fmt.Errorf("%d examples, limit %d", len(s.Examples), MaxExamples)
	}
	for i, e := range s.Examples {
		if err := checkText(fmt.Sprintf("example %d", i), e, MaxFieldLen, false); err != nil {
			return err
		}
	}
	return nil
}

func checkText(name, v string, max int, required bool) error {
	switch {
	case required && strings.TrimSpace(v) == "":
		return fmt.Errorf("%s missing", name)
	case len(v) > max:
		return fmt.Errorf("%s is %d bytes, limit %d", name, len(v), max)
	case !utf8.ValidString(v):
		return fmt.Errorf("%s is not valid UTF-8", name)
	}
	return nil
}

func checkList(name string, l []string) error {
	if len(l) > MaxListLen {
		return fmt.Errorf("%s has %d entries, limit %d", name, len(l), MaxListLen)
	}
	for _, v := range l {
		if err := checkText(name, v, MaxTagLen, true); err != nil {
			return err
		}
	}
	return nil
}

// validTag reports whether t is a normalised tag: lower case letters, digits and -._/+#:.
func validTag(t string) bool {
	if t == "" || len(t) > MaxTagLen || t != NormalizeTag(t) || !utf8.ValidString(t) {
		return false
	}
	for _, r := range t {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("-._/+#:", r) {
			return false
		}
	}
	return true
}
