package team

import (
	"context"
	"math/big"

	"github.com/agentsite/agentsite/node/team/teamstate"
)

// A team's values live in the leaf package teamstate (the API's types carry them without
// reaching the engine); these names keep them where the engine's users find them.
type (
	Plan         = teamstate.Plan
	Task         = teamstate.Task
	Mode         = teamstate.Mode
	Team         = teamstate.Team
	TaskState    = teamstate.TaskState
	TaskStatus   = teamstate.TaskStatus
	Attempt      = teamstate.Attempt
	Limits       = teamstate.Limits
	Accounts     = teamstate.Accounts
	Proposal     = teamstate.Proposal
	ProposalBody = teamstate.ProposalBody
	PlanRequest  = teamstate.PlanRequest
	Trigger      = teamstate.Trigger
	Assignment   = teamstate.Assignment
	AskTerms     = teamstate.AskTerms
	Usage        = teamstate.Usage
	SkillChecker = teamstate.SkillChecker
	SkillFunc    = teamstate.SkillFunc
)

// The modes, task statuses and plan limits (see teamstate).
const (
	ModeSync  = teamstate.ModeSync
	ModeAsync = teamstate.ModeAsync

	TaskPending = teamstate.TaskPending
	TaskHiring  = teamstate.TaskHiring
	TaskRunning = teamstate.TaskRunning
	TaskDone    = teamstate.TaskDone
	TaskFailed  = teamstate.TaskFailed
	TaskSkipped = teamstate.TaskSkipped

	MaxPlanSize = teamstate.MaxPlanSize
	MaxTasks    = teamstate.MaxTasks
	MaxDepth    = teamstate.MaxDepth
	MaxNesting  = teamstate.MaxNesting
)

// Errors a bad plan is refused with (see teamstate).
var (
	ErrBadPlan      = teamstate.ErrBadPlan
	ErrCycle        = teamstate.ErrCycle
	ErrUnknownSkill = teamstate.ErrUnknownSkill
	ErrOverBudget   = teamstate.ErrOverBudget
	ErrTooDeep      = teamstate.ErrTooDeep
)

// DecodePlan reads a plan from JSON (see teamstate.DecodePlan).
func DecodePlan(b []byte) (Plan, error) { return teamstate.DecodePlan(b) }

// Validate checks a plan against a budget in wei (see teamstate.Validate).
func Validate(ctx context.Context, p Plan, budget *big.Int, skills SkillChecker) error {
	return teamstate.Validate(ctx, p, budget, skills)
}
