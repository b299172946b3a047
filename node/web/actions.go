package web

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// actions are what the pages' forms send to POST /act/{action}: each checks its input, then
// calls one API method. The function gets the raw body and returns the answer for the page.
var actions = map[string]func(a *App, ctx context.Context, body []byte) (any, error){
	"call":     (*App).actCall,
	"post":     (*App).actPost,
	"cancel":   (*App).actCancel,
	"register": actStake("agent.register"),
	"stake":    actStake("agent.stake"),
	"unstake":  actStake("agent.unstake"),
	"withdraw": actStake("agent.withdraw"),
	"accept":   actVerdict("bounty.accept"),
	"reject":   actVerdict("bounty.reject"),
	"dispute":  actVerdict("bounty.dispute"),
	"chat":     (*App).actChat,
	"payout":   (*App).actPayout,
	"team":     (*App).actTeam,
	"propose":  (*App).actPropose,
	"vote":     (*App).actVote,
}

// act runs one action and answers the page with its result or a failure to show.
func (a *App) act(w http.ResponseWriter, r *http.Request, _ *session) {
	fn, ok := actions[r.PathValue("action")]
	if !ok {
		a.fail(w, http.StatusNotFound, "This page asked for something the node does not do. Reload it.")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 2*maxInput))
	if err != nil {
		a.fail(w, http.StatusBadRequest, "The form could not be read. Reload the page and try again.")
		return
	}
	out, err := fn(a, r.Context(), body)
	if err != nil {
		status, f := humanize(err)
		a.failField(w, status, f.Error, f.Field)
		return
	}
	a.reply(w, out)
}

// decodeForm reads a form's JSON strictly; a body that is not the form's is the page's fault.
func decodeForm(body []byte, v any) error {
	d := json.NewDecoder(strings.NewReader(string(body)))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return badInput("", "The form sent something the node does not understand. Reload the page and try again.")
	}
	return nil
}

var skillRe = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 _.:/-]{0,63}$`)

// maxInput bounds the JSON input a form may send (a task, a call).
const maxInput = 64 << 10

func checkSkill(s string) error {
	if !skillRe.MatchString(s) {
		return badInput("skill", "Name a skill (letters, digits, - _ . : /, at most 64), e.g. summarize.")
	}
	return nil
}

func checkInput(in json.RawMessage) error {
	if len(in) == 0 {
		return badInput("input", "Give the input as JSON, e.g. {\"text\": \"…\"}.")
	}
	if len(in) > maxInput {
		return badInput("input", "The input is larger than 64 KiB. Send less.")
	}
	if !json.Valid(in) {
		return badInput("input", "The input is not valid JSON. Check quotes and braces.")
	}
	return nil
}

type callForm struct {
	DID   string          `json:"did"`
	Agent string          `json:"agent"`
	Skill string          `json:"skill"`
	Input json.RawMessage `json:"input"`
}

// actCall is the "try it" form: a call of one skill, locally or on the agent's node.
func (a *App) actCall(ctx context.Context, body []byte) (any, error) {
	var f callForm
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if err := checkSkill(f.Skill); err != nil {
		return nil, err
	}
	if err := checkInput(f.Input); err != nil {
		return nil, err
	}
	params := map[string]any{"skill": f.Skill, "input": f.Input}
	switch {
	case f.Agent != "":
		params["agent"] = f.Agent
	case strings.HasPrefix(f.DID, "did:"):
		params["did"] = f.DID
	default:
		return nil, badInput("", "Pick an agent on AgentHub first.")
	}
	if inv, ok := a.api.(ProgressInvoker); ok {
		return a.startCall(inv, params)
	}
	var out json.RawMessage
	if err := a.invoke(ctx, "agent.call", params, &out); err != nil {
		return nil, err
	}
	pretty, _ := json.MarshalIndent(out, "", "  ")
	return map[string]string{"output": string(pretty)}, nil
}

// postFields are the bounty post form's fields.
type postFields struct {
	Key           string          `json:"key"`
	Skill         string          `json:"skill"`
	Input         json.RawMessage `json:"input"`
	Description   string          `json:"description"`
	Reward        string          `json:"reward"`
	Deadline      string          `json:"deadline"`
	ReviewWindow  string          `json:"reviewWindow"`
	MinStake      string          `json:"minStake"`
	MinReputation string          `json:"minReputation"`
	Assignee      string          `json:"assignee"`
	Arbiter       string          `json:"arbiter"`
	Verifier      string          `json:"verifier"`
}

// actPost posts a bounty once per form (its key): a double click or a resent request gets the
// first answer.
func (a *App) actPost(ctx context.Context, body []byte) (any, error) {
	var f postFields
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	params, err := f.params()
	if err != nil {
		return nil, err
	}
	return a.dedupe.do(f.Key, func() (any, error) {
		var out struct {
			BountyID uint64 `json:"bountyId"`
		}
		if err := a.invoke(ctx, "bounty.post", params, &out); err != nil {
			return nil, err
		}
		return map[string]any{"bountyId": out.BountyID, "next": "/board/bounty?id=" + strconv.FormatUint(out.BountyID, 10)}, nil
	})
}

// params checks every field before anything is sent and builds bounty.post's parameters.
func (f postFields) params() (map[string]any, error) {
	if len(f.Key) < 16 || len(f.Key) > 64 {
		return nil, badInput("", "This form is out of date. Reload the page.")
	}
	if err := checkSkill(f.Skill); err != nil {
		return nil, err
	}
	if err := checkInput(f.Input); err != nil {
		return nil, err
	}
	p := map[string]any{"skill": f.Skill, "input": f.Input}
	if len(f.Description) > 2000 {
		return nil, badInput("description", "Keep the description under 2,000 characters.")
	} else if f.Description != "" {
		p["description"] = f.Description
	}
	if v, err := units.ParseETH(f.Reward); err != nil || v.Sign() <= 0 {
		return nil, badInput("reward", "The reward must be a positive amount of ETH, e.g. 0.01.")
	}
	p["reward"] = f.Reward
	for _, d := range []struct{ field, value, name string }{{"deadline", f.Deadline, "deadline"}, {"reviewWindow", f.ReviewWindow, "review window"}} {
		if d.value == "" {
			continue
		}
		if v, err := time.ParseDuration(d.value); err != nil || v <= 0 || v > 30*24*time.Hour {
			return nil, badInput(d.field, "The %s must be a duration such as 30m or 2h (at most 30 days).", d.name)
		}
		p[d.field] = d.value
	}
	if f.MinStake != "" {
		if v, err := units.ParseStake(f.MinStake); err != nil || v.Sign() < 0 {
			return nil, badInput("minStake", "The minimum stake must be an amount of %s, e.g. 50.", units.SymbolStake)
		}
		p["minStake"] = f.MinStake
	}
	if f.MinReputation != "" {
		n, err := strconv.Atoi(f.MinReputation)
		if err != nil || n < 0 || n > 100 {
			return nil, badInput("minReputation", "The minimum reputation is a score from 0 to 100.")
		}
		p["minReputation"] = n
	}
	if f.Assignee != "" {
		if _, err := strconv.ParseUint(f.Assignee, 10, 64); err != nil && !strings.HasPrefix(f.Assignee, "did:ethr:") {
			return nil, badInput("assignee", "The assignee is an agent id (a number) or an agent's DID (did:ethr:…).")
		}
		p["assignee"] = f.Assignee
	}
	if f.Arbiter != "" {
		if !common.IsHexAddress(f.Arbiter) {
			return nil, badInput("arbiter", "The arbiter is an account address (0x and 40 hex digits).")
		}
		p["arbiter"] = f.Arbiter
	}
	if len(f.Verifier) > 1000 {
		return nil, badInput("verifier", "Keep the verifier command under 1,000 characters.")
	} else if f.Verifier != "" {
		p["verifier"] = f.Verifier
	}
	return p, nil
}

type idForm struct {
	ID uint64 `json:"id"`
}

func (a *App) actCancel(ctx context.Context, body []byte) (any, error) {
	var f idForm
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if f.ID == 0 {
		return nil, badInput("", "Pick a bounty to cancel.")
	}
	var out map[string]string
	if err := a.invoke(ctx, "bounty.cancel", f, &out); err != nil {
		return nil, err
	}
	return out, nil
}

type verdictForm struct {
	ID     uint64 `json:"id"`
	Reason string `json:"reason"`
}

// actVerdict accepts or rejects a submitted result, or disputes a rejection; a rejection and
// a dispute say why.
func actVerdict(method string) func(a *App, ctx context.Context, body []byte) (any, error) {
	return func(a *App, ctx context.Context, body []byte) (any, error) {
		var f verdictForm
		if err := decodeForm(body, &f); err != nil {
			return nil, err
		}
		if f.ID == 0 {
			return nil, badInput("", "Pick a bounty first.")
		}
		if method != "bounty.accept" && strings.TrimSpace(f.Reason) == "" {
			return nil, badInput("reason", "Say why, in a few words: the agent's operator and an arbiter will read it.")
		}
		if len(f.Reason) > 1000 {
			return nil, badInput("reason", "Keep the reason under 1,000 characters.")
		}
		var out map[string]any
		if err := a.invoke(ctx, method, f, &out); err != nil {
			return nil, err
		}
		return out, nil
	}
}

type stakeForm struct {
	Agent  string `json:"agent"`
	Amount string `json:"amount"`
}

// actStake registers, stakes, unstakes or withdraws a hosted agent's stake; the answer is the
// agent's registration once the transaction is mined.
func actStake(method string) func(a *App, ctx context.Context, body []byte) (any, error) {
	return func(a *App, ctx context.Context, body []byte) (any, error) {
		var f stakeForm
		if err := decodeForm(body, &f); err != nil {
			return nil, err
		}
		if f.Agent == "" || len(f.Agent) > 128 {
			return nil, badInput("agent", "Pick one of the node's agents.")
		}
		params := map[string]string{"agent": f.Agent}
		if method != "agent.withdraw" {
			if v, err := units.ParseStake(f.Amount); err != nil || v.Sign() <= 0 {
				return nil, badInput("amount", "The amount must be a positive number of %s, e.g. 100.", units.SymbolStake)
			}
			params["amount"] = f.Amount
		}
		var out apitypes.AgentOnchain
		if err := a.invoke(ctx, method, params, &out); err != nil {
			return nil, err
		}
		return map[string]any{"agentId": out.ID, "stake": units.FormatStake(out.Stake), "unbonding": units.FormatStake(out.Unbonding)}, nil
	}
}

type chatForm struct {
	Room    string `json:"room"`
	Content string `json:"content"`
	State   string `json:"state"`
	TaskID  string `json:"taskId"`
}

var roomRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

func (a *App) actChat(ctx context.Context, body []byte) (any, error) {
	var f chatForm
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if !roomRe.MatchString(f.Room) {
		return nil, badInput("room", "A room name is lower-case letters, digits, . _ - (at most 64).")
	}
	if strings.TrimSpace(f.Content) == "" {
		return nil, badInput("content", "Write a message first.")
	}
	if len(f.Content) > 16<<10 {
		return nil, badInput("content", "The message is longer than 16 KiB. Shorten it.")
	}
	if len(f.State) > 64 || len(f.TaskID) > 128 {
		return nil, badInput("", "The state or task id is too long.")
	}
	var out json.RawMessage
	if err := a.invoke(ctx, "chat.post", map[string]string{"room": f.Room, "content": f.Content, "state": f.State, "taskId": f.TaskID}, &out); err != nil {
		return nil, err
	}
	return map[string]bool{"ok": true}, nil
}

type payoutForm struct {
	Agent string `json:"agent"`
	To    string `json:"to"`
}

// actPayout moves an agent's earnings to an address (wallet.withdraw).
func (a *App) actPayout(ctx context.Context, body []byte) (any, error) {
	var f payoutForm
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if !common.IsHexAddress(f.To) {
		return nil, badInput("to", "Give the address to pay to (0x and 40 hex digits).")
	}
	var out json.RawMessage
	if err := a.invoke(ctx, "wallet.withdraw", f, &out); err != nil {
		return nil, err
	}
	return map[string]json.RawMessage{"withdrawals": out}, nil
}
