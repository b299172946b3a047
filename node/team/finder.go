package team

import (
	"context"
	"math/big"
	"slices"
	"sync"
)

// Hit is an agent a search of the network found.
type Hit struct {
	DID, Name, PeerID string
	Skills, Tags      []string
	Reputation        float64
	Stake             string // base units, decimal
}

// Directory is the network's agents as a team finds them (the node's discovery: agents with
// an active stake only).
type Directory interface {
	// Search finds agents by free text or by skill (id or tag), best first.
	Search(ctx context.Context, query, skill string, limit int) ([]Hit, error)
	// AgentID resolves an agent's DID to its on-chain id; an error if it is not registered.
	AgentID(ctx context.Context, did string) (uint64, error)
}

// maxFinderIDs bounds DirectoryFinder's cache of agent ids (emptied when full).
const maxFinderIDs = 4096

// searchLimit is how many agents one search of a DirectoryFinder reads.
const searchLimit = 50

// DirectoryFinder is a Finder over a Directory: the agents offering a skill (id, tag or name),
// best reputation first, then stake. It keeps the agent ids it resolved (a DID's agent id never
// changes), at most maxFinderIDs.
type DirectoryFinder struct {
	dir       Directory
	normalize func(string) string // a tag as cards spell it

	mu  sync.Mutex
	ids map[string]uint64
}

// NewDirectoryFinder finds candidates in dir; normalize spells a skill as the cards' tags.
func NewDirectoryFinder(dir Directory, normalize func(string) string) *DirectoryFinder {
	return &DirectoryFinder{dir: dir, normalize: normalize, ids: map[string]uint64{}}
}

var _ Finder = (*DirectoryFinder)(nil)

func (f *DirectoryFinder) agentID(ctx context.Context, did string) (uint64, error) {
	f.mu.Lock()
	id, ok := f.ids[did]
	f.mu.Unlock()
	if ok {
		return id, nil
	}
	id, err := f.dir.AgentID(ctx, did)
	if err != nil {
		return 0, err
	}
	f.mu.Lock()
	if len(f.ids) >= maxFinderIDs {
		clear(f.ids)
	}
	f.ids[did] = id
	f.mu.Unlock()
	return id, nil
}

// Offering lists the agents whose card offers skill as a skill id or a tag.
func (f *DirectoryFinder) Offering(ctx context.Context, skill string) ([]Hit, error) {
	var out []Hit
	seen := map[string]bool{}
	for _, q := range []struct{ query, skill string }{{skill: skill}, {query: skill}} {
		res, err := f.dir.Search(ctx, q.query, q.skill, searchLimit)
		if err != nil {
			return nil, err
		}
		for _, s := range res {
			if !seen[s.DID] && (slices.Contains(s.Skills, skill) || slices.Contains(s.Tags, f.normalize(skill))) {
				seen[s.DID] = true
				out = append(out, s)
			}
		}
	}
	return out, nil
}

// Candidates implements Finder: registered agents offering skill, best reputation first, then
// stake.
func (f *DirectoryFinder) Candidates(ctx context.Context, skill string) ([]Candidate, error) {
	res, err := f.Offering(ctx, skill)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(res, func(a, b Hit) int {
		if a.Reputation != b.Reputation {
			if a.Reputation > b.Reputation {
				return -1
			}
			return 1
		}
		sa, _ := new(big.Int).SetString(a.Stake, 10)
		sb, _ := new(big.Int).SetString(b.Stake, 10)
		if sa != nil && sb != nil {
			return sb.Cmp(sa)
		}
		return 0
	})
	var out []Candidate
	for _, s := range res {
		id, err := f.agentID(ctx, s.DID)
		if err != nil {
			continue // not registered on this chain (yet)
		}
		out = append(out, Candidate{AgentID: id, DID: s.DID, Name: s.Name, Reputation: s.Reputation, Stake: s.Stake})
	}
	return out, nil
}

// Skills implements Finder: the skill ids, then the tags (an agent's name is one of its tags),
// of the agents a search for goal finds.
func (f *DirectoryFinder) Skills(ctx context.Context, goal string) ([]string, error) {
	res, err := f.dir.Search(ctx, goal, "", searchLimit)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, s := range res {
		for _, k := range s.Skills {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	for _, s := range res {
		for _, k := range s.Tags {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out, nil
}
