// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IBountyEscrowBounty is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowBounty struct {
	Requester     common.Address
	Until         *big.Int
	Status        uint8
	AgentId       *big.Int
	Token         common.Address
	Amount        *big.Int
	Arbiter       common.Address
	ReviewWindow  uint32
	MinReputation uint8
	ParentId      *big.Int
	MinStake      *big.Int
	MinPaid       uint64
	AgentBps      uint16
}

// IBountyEscrowPostParams is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowPostParams struct {
	Token         common.Address
	Amount        *big.Int
	SpecHash      [32]byte
	Deadline      uint64
	ReviewWindow  uint32
	MinStake      *big.Int
	MinReputation uint8
	MinPaid       uint64
	Assignee      *big.Int
	ParentId      *big.Int
	Arbiter       common.Address
}

// BountyEscrowMetaData contains all meta data concerning the BountyEscrow contract.
var BountyEscrowMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reputation_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"treasury_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feeBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"maxDuration_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"maxReviewWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeTimeout_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"defaultDisputeAgentBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"FORFEIT_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CLAIMS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_FEE_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TIMEOUT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_BOUNTY_WEIGHT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PUSH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accept\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bountyCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"cancel\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"defaultDisputeAgentBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dispute\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"disputeTimeout\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"disputeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"expire\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"finalize\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.Bounty\",\"components\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"until\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"},{\"name\":\"agentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"parentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minPaid\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isWired\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxDuration\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxReviewWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"post\",\"inputs\":[{\"name\":\"p\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.PostParams\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"minPaid\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIAgentRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registryMinStake\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reject\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputation\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReputationRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reservationOf\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settlementOf\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"settled\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeToken\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeValue\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeWeightPerUnit\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"submit\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"BountyAccepted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"automatic\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyCancelled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyClaimed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyDisputed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"ruleEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyExpired\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"forfeited\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyPosted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyRejected\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"disputeEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyResolved\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"indexed\":false,\"internalType\":\"uint16\"},{\"name\":\"agentPaid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"byTimeout\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountySubmitted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"reviewEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PaymentDeferred\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashFailed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"EscrowArbiterIsRequester\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowArbiterNotIndependent\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowBadAmount\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowBadMinReputation\",\"inputs\":[{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParent\",\"inputs\":[{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadReviewWindow\",\"inputs\":[{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"EscrowBadRuling\",\"inputs\":[{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashCap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadValue\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBountyTooSmall\",\"inputs\":[{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minWeight\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowDeadlinePassed\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowEmptyResult\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EscrowFeeOnTransferToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"received\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowFreeStakeTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"free\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAgentOperator\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotArbiter\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAssignee\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowNothingOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowRecordTooShort\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowReputationTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reputation\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowStakeTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowTransferFailed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownAgent\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowWindowClosed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowWrongStatus\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"}]},{\"type\":\"error\",\"name\":\"EscrowZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "BountyEscrow",
	Bin: "0x610200604052348015610010575f5ffd5b50604051614ce3380380614ce383398101604081905261002f91610477565b6001600160a01b038916158061004c57506001600160a01b038816155b8061005e57506001600160a01b038716155b1561007c5760405163674fe7f560e01b815260040160405180910390fd5b6103e861ffff871611156100c157604051631f46b7bd60e21b815260206004820152600660248201526566656542707360d01b60448201526064015b60405180910390fd5b6001600160401b03851615806100e357506303c267006001600160401b038616115b1561011f57604051631f46b7bd60e21b815260206004820152600b60248201526a36b0bc223ab930ba34b7b760a91b60448201526064016100b8565b6001600160401b038416158061014157506303c267006001600160401b038516115b1561018157604051631f46b7bd60e21b815260206004820152600f60248201526e6d617852657669657757696e646f7760881b60448201526064016100b8565b6001600160401b03831615806101a357506303c267006001600160401b038416115b156101e157604051631f46b7bd60e21b815260206004820152600d60248201526c6469737075746557696e646f7760981b60448201526064016100b8565b6001600160401b038216158061020357506303c267006001600160401b038316115b1561024257604051631f46b7bd60e21b815260206004820152600e60248201526d191a5cdc1d5d19551a5b595bdd5d60921b60448201526064016100b8565b61271061ffff8216111561029957604051631f46b7bd60e21b815260206004820152601660248201527f64656661756c74446973707574654167656e744270730000000000000000000060448201526064016100b8565b6001600160a01b03808a16608081905289821660a05290881660c05261ffff80881660e0526001600160401b0380881661012052868116610140528581166101605284166101805282166101005260408051631bad9e0560e11b8152905163375b3c0a916004808201926020929091908290030181865afa158015610320573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103449190610519565b6101a081815250505f896001600160a01b03166351ed6a306040518163ffffffff1660e01b8152600401602060405180830381865afa158015610389573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103ad9190610530565b6001600160a01b038181166101c08190526040516367fbcd9160e11b815260048101919091529192508a169063cff79b2290602401602060405180830381865afa1580156103fd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104219190610519565b6101e0525061055098505050505050505050565b80516001600160a01b038116811461044b575f5ffd5b919050565b805161ffff8116811461044b575f5ffd5b80516001600160401b038116811461044b575f5ffd5b5f5f5f5f5f5f5f5f5f6101208a8c031215610490575f5ffd5b6104998a610435565b98506104a760208b01610435565b97506104b560408b01610435565b96506104c360608b01610450565b95506104d160808b01610461565b94506104df60a08b01610461565b93506104ed60c08b01610461565b92506104fb60e08b01610461565b915061050a6101008b01610450565b90509295985092959850929598565b5f60208284031215610529575f5ffd5b5051919050565b5f60208284031215610540575f5ffd5b61054982610435565b9392505050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e05161464561069e5f395f818161053a0152611d9b01525f818161046a0152611d5b01525f818161067d015281816131c001528181613846015261386f01525f81816106cf015261246f01525f81816102c50152611c9001525f81816105f2015261118801525f818161050701526110ca01525f81816105bf01526109a101525f818161034f0152613b5901525f81816104b501528181612dbc01528181613bef0152613d2c01525f818161073601528181610fa50152818161151601528181611e1a01528181612ba601528181612f290152818161397a0152613e8201525f818161058c01528181610f0a0152818161129801528181612ab201528181612e45015281816132ac015281816135a7015281816137330152613c8901526146455ff3fe60806040526004361061025d575f3560e01c806378b09e911161014b578063c3490263116100c6578063de38eb3a1161007c578063ee8c4bbf11610062578063ee8c4bbf146107c1578063f7a59745146107ed578063f940e38514610802575f5ffd5b8063de38eb3a1461078b578063de847ff8146107a2575f5ffd5b8063cc8ac988116100ac578063cc8ac98814610758578063cf62ba9214610777578063d55be8c6146106f1575f5ffd5b8063c349026314610706578063c52164c614610725575f5ffd5b80639dd72c9d1161011b578063bf81bf4311610101578063bf81bf431461069f578063c04c22a4146106be578063c183086b146106f1575f5ffd5b80639dd72c9d14610614578063bdb58d601461066c575f5ffd5b806378b09e911461055c5780637b1039991461057b578063882cecc0146105ae5780639c6a7e04146105e1575f5ffd5b80633e362c96116101db57806351ed6a30116101ab5780636be1320b116101915780636be1320b146104d75780636db5c8fd146104f6578063752da33e14610529575f5ffd5b806351ed6a301461045957806361d027b3146104a4575f5ffd5b80633e362c96146103ef57806340e58ee514610403578063450e5eab146104225780634b0d373714610446575f5ffd5b806323fc15441161023057806328079e4a1161021657806328079e4a146103845780632b68f2a5146103ba5780632ecea788146103d0575f5ffd5b806323fc15441461031f57806324a9d8531461033e575f5ffd5b806305261aea146102615780630da94ab614610282578063117f5f92146102b457806319b05f4914610300575b5f5ffd5b34801561026c575f5ffd5b5061028061027b366004614034565b610821565b005b34801561028d575f5ffd5b506102a161029c366004614034565b6109d8565b6040519081526020015b60405180910390f35b3480156102bf575f5ffd5b506102e77f000000000000000000000000000000000000000000000000000000000000000081565b60405167ffffffffffffffff90911681526020016102ab565b34801561030b575f5ffd5b5061028061031a366004614034565b610a72565b34801561032a575f5ffd5b5061028061033936600461404b565b610aca565b348015610349575f5ffd5b506103717f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff90911681526020016102ab565b34801561038f575f5ffd5b506102a161039e36600461409a565b600160209081525f928352604080842090915290825290205481565b3480156103c5575f5ffd5b506102a1620186a081565b3480156103db575f5ffd5b506102806103ea3660046140d1565b610c66565b3480156103fa575f5ffd5b506102a15f5481565b34801561040e575f5ffd5b5061028061041d366004614034565b610e1a565b34801561042d575f5ffd5b50610436610efd565b60405190151581526020016102ab565b6102a16104543660046140f1565b611033565b348015610464575f5ffd5b5061048c7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016102ab565b3480156104af575f5ffd5b5061048c7f000000000000000000000000000000000000000000000000000000000000000081565b3480156104e2575f5ffd5b506102806104f13660046140d1565b611be3565b348015610501575f5ffd5b506102e77f000000000000000000000000000000000000000000000000000000000000000081565b348015610534575f5ffd5b506102a17f000000000000000000000000000000000000000000000000000000000000000081565b348015610567575f5ffd5b506102a161057636600461410b565b611d58565b348015610586575f5ffd5b5061048c7f000000000000000000000000000000000000000000000000000000000000000081565b3480156105b9575f5ffd5b506103717f000000000000000000000000000000000000000000000000000000000000000081565b3480156105ec575f5ffd5b506102e77f000000000000000000000000000000000000000000000000000000000000000081565b34801561061f575f5ffd5b5061063361062e366004614034565b611ec0565b604080516001600160a01b039687168152602081019590955292909416918301919091526060820152901515608082015260a0016102ab565b348015610677575f5ffd5b506102a17f000000000000000000000000000000000000000000000000000000000000000081565b3480156106aa575f5ffd5b506102806106b9366004614034565b612000565b3480156106c9575f5ffd5b506102e77f000000000000000000000000000000000000000000000000000000000000000081565b3480156106fc575f5ffd5b506103716103e881565b348015610711575f5ffd5b506102806107203660046140d1565b612078565b348015610730575f5ffd5b5061048c7f000000000000000000000000000000000000000000000000000000000000000081565b348015610763575f5ffd5b50610436610772366004614034565b6122e2565b348015610782575f5ffd5b506102a1601081565b348015610796575f5ffd5b506102e76303c2670081565b3480156107ad575f5ffd5b506102806107bc3660046140d1565b6123a7565b3480156107cc575f5ffd5b506107e06107db366004614034565b612528565b6040516102ab9190614176565b3480156107f8575f5ffd5b506102a16103e881565b34801561080d575f5ffd5b5061028061081c36600461409a565b6126f1565b6108296128da565b5f8181526002602052604090208054600160c81b900460ff16600181600981111561085657610856614135565b14806108735750600281600981111561087157610871614135565b145b15610889576108828383612911565b50506109cd565b600381600981111561089d5761089d614135565b141580156108bd575060058160098111156108ba576108ba614135565b14155b80156108db575060068160098111156108d8576108d8614135565b14155b156108ea576108ea8382612c69565b8154600160a01b900464ffffffffff16428110610948576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044015b60405180910390fd5b600382600981111561095c5761095c614135565b036109725761096d84846001612cec565b6109c9565b600582600981111561098657610986614135565b0361099a5761096d84845f5f600180612fd4565b6109c984847f00000000000000000000000000000000000000000000000000000000000000005f60015f612fd4565b5050505b6109d5613181565b50565b5f818152600260205260408120818154600160c81b900460ff166009811115610a0357610a03614135565b03610a3d576040517f402f63eb0000000000000000000000000000000000000000000000000000000081526004810184905260240161093f565b6001810154610a6b906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff166131ab565b9392505050565b610a7a6128da565b5f8181526002602052604090208054610aa0908390600160c81b900460ff1660036131f9565b8054610ab69083906001600160a01b031661322c565b610ac182825f612cec565b506109d5613181565b610ad26128da565b5f8381526002602052604090208054610af8908590600160c81b900460ff1660066131f9565b60028101546001600160a01b0316801580610b1c5750336001600160a01b03821614155b15610b5c576040517f66763ce20000000000000000000000000000000000000000000000000000000081526004810186905233602482015260440161093f565b8154600160a01b900464ffffffffff1642811015610bb6576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810187905264ffffffffff8216602482015260440161093f565b60018301545f90610be6906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff16611d58565b905061271061ffff87161180610bfb57508085115b15610c46576040517fae5a24d600000000000000000000000000000000000000000000000000000000815261ffff87166004820152602481018690526044810182905260640161093f565b610c55878588885f6001612fd4565b50505050610c61613181565b505050565b610c6e6128da565b5f82815260026020819052604090912080549091610c99918591600160c81b90910460ff16906131f9565b8054600160a01b900464ffffffffff1642811015610cec576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff8216600482015260240161093f565b82610d23576040517f9fc566cc00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b81547a010000000000000000000000000000000000000000000000000000900465ffffffffffff16610d5481613277565b60028301545f90610d7290600160a01b900463ffffffff16426142f3565b845464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90921691909117790300000000000000000000000000000000000000000000000000178655604080518881526020810192909252919250839188917f22d1b430e4e09bceddef582fab78f0e0ea8a65bec3f150e243761f4b36295723910160405180910390a350505050610e16613181565b5050565b610e226128da565b5f8181526002602052604090208054610e48908390600160c81b900460ff1660016131f9565b8054610e5e9083906001600160a01b031661322c565b80547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679080000000000000000000000000000000000000000000000000017815560405182907f92717314c0b0f9d632e1d46a0b8437778ff9daee1db8ec295f2bc0b57c4bcaac905f90a260018101548154610ac1916001600160a01b03808216921690600160a01b90046bffffffffffffffffffffffff1661335c565b5f306001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e2fdcc176040518163ffffffff1660e01b8152600401602060405180830381865afa158015610f64573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f889190614310565b6001600160a01b031614801561102e5750306001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e2fdcc176040518163ffffffff1660e01b8152600401602060405180830381865afa158015610fff573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110239190614310565b6001600160a01b0316145b905090565b5f61103c6128da565b6020820135158061105c57506bffffffffffffffffffffffff6020830135115b15611099576040517f8e5340490000000000000000000000000000000000000000000000000000000081526020830135600482015260240161093f565b426110aa608084016060850161432b565b67ffffffffffffffff1611158061110c57506110f067ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614352565b611100608084016060850161432b565b67ffffffffffffffff16115b1561116057611121608083016060840161432b565b6040517f99ecfc0d00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff909116600482015260240161093f565b61117060a0830160808401614365565b63ffffffff1615806111c0575067ffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000166111b860a0840160808501614365565b63ffffffff16115b15611210576111d560a0830160808401614365565b6040517febddf6fc00000000000000000000000000000000000000000000000000000000815263ffffffff909116600482015260240161093f565b606461122260e0840160c08501614396565b60ff1611156112735761123b60e0830160c08401614396565b6040517f51845bda00000000000000000000000000000000000000000000000000000000815260ff909116600482015260240161093f565b6101008201351580159061131e575065ffffffffffff610100830135118061131e57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c50537126040518163ffffffff1660e01b8152600401602060405180830381865afa1580156112f2573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061131691906143b1565b826101000135115b1561135c576040517fa6c9b3a2000000000000000000000000000000000000000000000000000000008152610100830135600482015260240161093f565b3361136f610160840161014085016143c8565b6001600160a01b0316036113cd5761138f610160830161014084016143c8565b6040517fa9e57d2b0000000000000000000000000000000000000000000000000000000081526001600160a01b03909116600482015260240161093f565b610120820135156113f6576113f66101208301356113f1608085016060860161432b565b6134f2565b5f61140460208401846143c8565b6001600160a01b0316036114cb578160200135341461145b576040517f88e56d280000000000000000000000000000000000000000000000000000000081523460048201526020830135602482015260440161093f565b6103e8611470633b9aca0060208501356143e3565b10156114c657611488633b9aca0060208401356143e3565b6040517fd796023900000000000000000000000000000000000000000000000000000000815260048101919091526103e8602482015260440161093f565b611641565b341561150b576040517f88e56d280000000000000000000000000000000000000000000000000000000081523460048201525f602482015260440161093f565b5f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663cff79b2261154860208601866143c8565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b1681526001600160a01b039091166004820152602401602060405180830381865afa1580156115a2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115c691906143b1565b90505f670de0b6b3a76400006115e083602087013561441b565b6115ea91906143e3565b905081158015906115fc57506103e881105b1561163e576040517fd7960239000000000000000000000000000000000000000000000000000000008152600481018290526103e8602482015260440161093f565b50505b5f5f815461164e90614432565b91829055505f81815260026020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000163317815590915061169b608084016060850161432b565b815464ffffffffff91909116600160a01b027fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90911617600160c81b1779ffffffffffffffffffffffffffffffffffffffffffffffffffff167a01000000000000000000000000000000000000000000000000000061010085013565ffffffffffff160217815561175160208401846143c8565b6001600160a01b0316600160a01b60208501356bffffffffffffffffffffffff160217600182015561178b610160840161014085016143c8565b6002820180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03929092169190911790556117d560a0840160808501614365565b60028201805463ffffffff92909216600160a01b027fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff90921691909117905561182460e0840160c08501614396565b6002820180547fff00000000000000ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff93909316929092027fff000000000000ffffffffffffffffffffffffffffffffffffffffffffffffff1691909117600160c81b61012086013565ffffffffffff16021790556118bd60c0840160a08501614469565b6bffffffffffffffffffffffff161515806118f157506118e4610100840160e0850161432b565b67ffffffffffffffff1615155b156119815761190660c0840160a08501614469565b6003820180547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff92909216919091179055611956610100840160e0850161432b565b81600301600c6101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b61198e60208401846143c8565b6001600160a01b031633837f7f2e43b116975c32de92f1b2a7842e8eb4f8045841ab5dde76f4e989ae1d8064602087013560408801356119d460808a0160608b0161432b565b60408051938452602084019290925267ffffffffffffffff16908201526101008801356060820152610120880135608082015260a00160405180910390a45f611a2060208501856143c8565b6001600160a01b031614611bd5575f611a3c60208501856143c8565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015611a9c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ac091906143b1565b9050611adb6001600160a01b03831633306020890135613654565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015611b3a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b5e91906143b1565b611b689190614494565b905085602001358114611bd157611b8260208701876143c8565b6040517f557dfcdf0000000000000000000000000000000000000000000000000000000081526001600160a01b039091166004820152602481018290526020870135604482015260640161093f565b5050505b50611bde613181565b919050565b611beb6128da565b5f8281526002602052604090208054611c11908490600160c81b900460ff1660036131f9565b8054611c279084906001600160a01b031661322c565b8054600160a01b900464ffffffffff1642811015611c81576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff8216602482015260440161093f565b5f611cb667ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614352565b835464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779050000000000000000000000000000000000000000000000000017855560408051878152602081019290925291925086917f648a8d83e66656a65bd6b6ef988cc0eec3d5c771959d689eb1428d70d40d981091015b60405180910390a2505050610e16613181565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031603611d99575080611eba565b7f00000000000000000000000000000000000000000000000000000000000000005f819003611dcb575f915050611eba565b5f6001600160a01b03851615611e88576040517fe98645d90000000000000000000000000000000000000000000000000000000081526001600160a01b038681166004830152602482018690527f0000000000000000000000000000000000000000000000000000000000000000169063e98645d990604401602060405180830381865afa158015611e5f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e8391906143b1565b611e96565b611e96633b9aca00856143e3565b905081611eab82670de0b6b3a764000061441b565b611eb591906143e3565b925050505b92915050565b5f81815260026020526040812080548291829182918291600160c81b900460ff166004816009811115611ef557611ef5614135565b03611f1b576001820154600160a01b90046bffffffffffffffffffffffff169350611f76565b6007816009811115611f2f57611f2f614135565b03611f76576003820154600183015461271091611f6991600160a01b9182900461ffff16916bffffffffffffffffffffffff91041661441b565b611f7391906143e3565b93505b815460018301546001600160a01b03808316927a010000000000000000000000000000000000000000000000000000900465ffffffffffff169116866004856009811115611fc657611fc6614135565b1480611fe357506007856009811115611fe157611fe1614135565b145b939c65ffffffffffff9093169b5090995097509095509350505050565b6120086128da565b5f8181526002602052604090208054600160c81b900460ff16600181600981111561203557612035614135565b141580156120555750600281600981111561205257612052614135565b14155b15612064576120648382612c69565b61206e8383612911565b50506109d5613181565b6120806128da565b5f82815260026020526040902080546120a6908490600160c81b900460ff1660016131f9565b8054600160a01b900464ffffffffff16428110156120f9576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff8216600482015260240161093f565b81547a010000000000000000000000000000000000000000000000000000900465ffffffffffff1680158015906121385750838165ffffffffffff1614155b15612180576040517f64cf33ee0000000000000000000000000000000000000000000000000000000081526004810186905265ffffffffffff8216602482015260440161093f565b831580612192575065ffffffffffff84115b156121cc576040517fa6c9b3a20000000000000000000000000000000000000000000000000000000081526004810185905260240161093f565b6121d78584866136a3565b60028301546003840154780100000000000000000000000000000000000000000000000090910460ff16906c01000000000000000000000000900467ffffffffffffffff1681151580612233575067ffffffffffffffff811615155b156122435761224386838361393f565b845465ffffffffffff87167a0100000000000000000000000000000000000000000000000000000278ffffffffffffffffffffffffffffffffffffffffffffffffff909116177902000000000000000000000000000000000000000000000000001785556040513390879089907f8b5b3008cf580409979a1cf27bf9d0a33d821b08b901b85c06f4aef4a659fb8a905f90a45050505050610e16613181565b5f8181526002602052604081208054600160c81b900460ff1682600182600981111561231057612310614135565b148061232d5750600282600981111561232b5761232b614135565b145b806123495750600382600981111561234757612347614135565b145b806123655750600582600981111561236357612363614135565b145b806123815750600682600981111561237f5761237f614135565b145b905080801561239e57508254600160a01b900464ffffffffff1642115b95945050505050565b6123af6128da565b5f82815260026020526040902080546123d5908490600160c81b900460ff1660056131f9565b8054600160a01b900464ffffffffff164281101561242f576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff8216602482015260440161093f565b8154612460907a010000000000000000000000000000000000000000000000000000900465ffffffffffff16613277565b5f61249567ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614352565b835464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779060000000000000000000000000000000000000000000000000017855560408051878152602081019290925291925086917f53b5205174e92116a6c62da7c75ebbec158ee827157dae0eabbd5676ec8fe6169101611d45565b604080516101a080820183525f8083526020808401829052838501829052606084018290526080840182905260a0840182905260c0840182905260e084018290526101008401829052610120840182905261014084018290526101608401829052610180840182905285825260028152908490208451928301855280546001600160a01b0381168452600160a01b810464ffffffffff16928401929092529293919291830190600160c81b900460ff1660098111156125e9576125e9614135565b60098111156125fa576125fa614135565b815281547a010000000000000000000000000000000000000000000000000000900465ffffffffffff908116602083015260018301546001600160a01b038082166040850152600160a01b918290046bffffffffffffffffffffffff90811660608601526002860154918216608086015282820463ffffffff1660a08601527801000000000000000000000000000000000000000000000000820460ff1660c0860152600160c81b90910490921660e08401526003909301549081166101008301526c01000000000000000000000000810467ffffffffffffffff166101208301529190910461ffff166101409091015292915050565b6126f96128da565b6001600160a01b038116612739576040517f674fe7f500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b0382165f908152600160209081526040808320338452909152812054908190036127a7576040517febda3e460000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015233602482015260440161093f565b6001600160a01b038381165f818152600160209081526040808320338085529083528184209390935551858152938616939192917fa4195c37c2947bbe89165f03e320b6903116f0b10d8cfdb522330f7ce6f9fa24910160405180910390a46001600160a01b0383166128bd575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f811461285d576040519150601f19603f3d011682016040523d82523d5f602084013e612862565b606091505b50509050806128b7576040517f6fa94dc40000000000000000000000000000000000000000000000000000000081526001600160a01b038086166004830152841660248201526044810183905260640161093f565b506128d1565b6128d16001600160a01b0384168383613a9f565b50610e16613181565b6128e2613aed565b61290f60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90613b46565b565b8054600160a01b900464ffffffffff1642811061296a576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810184905264ffffffffff8216602482015260440161093f565b5f60028354600160c81b900460ff16600981111561298a5761298a614135565b84547909000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff821617865560018601549190921492506001600160a01b03918216918116906bffffffffffffffffffffffff600160a01b909104165f8415612c1a5786547a010000000000000000000000000000000000000000000000000000900465ffffffffffff165f612a3785856131ab565b90505f612710612a496103e88461441b565b612a5391906143e3565b6040517f264925ac0000000000000000000000000000000000000000000000000000000081526004810185905260248101849052604481018290526001600160a01b038981166064830181905260848301525f60a483018190529293507f0000000000000000000000000000000000000000000000000000000000000000169063264925ac9060c4016080604051808303815f875af1158015612af8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b1c91906144b6565b975090925050508115801590612b30575084155b15612b7157838c7f52f8552a7fab8cdcaae153bc74566d5fd03a913007b5cb5c3599b0fa9f86849784604051612b6891815260200190565b60405180910390a35b80612c15576040517fbe6c68e90000000000000000000000000000000000000000000000000000000081526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063be6c68e990612be7908f9088908d908d908d906004905f908201614510565b5f604051808303815f87803b158015612bfe575f5ffd5b505af1158015612c10573d5f5f3e3d5ffd5b505050505b505050505b877f99ec6622d0d9c8d10ac5cb08550e3aca70115203c0a53d8cd16f5c14ffae206b82604051612c4c91815260200190565b60405180910390a2612c5f83858461335c565b5050505050505050565b5f816009811115612c7c57612c7c614135565b03612cb6576040517f402f63eb0000000000000000000000000000000000000000000000000000000081526004810183905260240161093f565b81816040517f9a20e02500000000000000000000000000000000000000000000000000000000815260040161093f92919061455f565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff81167904000000000000000000000000000000000000000000000000001780845560018401546001600160a01b0380821693600160a01b9092046bffffffffffffffffffffffff16927a010000000000000000000000000000000000000000000000000000900465ffffffffffff1691165f612d8a84613b4d565b90505f612d978286614494565b90508115612dfc576001600160a01b038087165f9081526001602090815260408083207f000000000000000000000000000000000000000000000000000000000000000090941683529290529081208054849290612df6908490614352565b90915550505b604080518281526020810184905288151581830152905185918b917f40e8c4653a773fc7251ce0892612ef38843bf3a5a6396f1fdbb0fc20b64cc2629181900360600190a35f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663264925ac87612e7d8b8b6131ab565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e085901b168152600481019290925260248201525f60448201819052606482018190526001600160a01b038916608483015260a482015260c4016080604051808303815f875af1158015612ef8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612f1c91906144b6565b50509150915080612fbc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663be6c68e98c88888c8c8f612f66575f612f69565b60015b6127106040518863ffffffff1660e01b8152600401612f8e9796959493929190614510565b5f604051808303815f87803b158015612fa5575f5ffd5b505af1158015612fb7573d5f5f3e3d5ffd5b505050505b612fc788838561335c565b5050505050505050505050565b84547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679070000000000000000000000000000000000000000000000000017855561ffff841615613057576003850180547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8716021790555b60018501545f90819061308a906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1688613ba0565b915091505f5f5f6130b58b8b8a8a6130af5760028e01546001600160a01b0316613c51565b5f613c51565b6040805161ffff8e168152602081018a9052908101889052606081018290528a1515608082015292955090935091508b907f0da94e29d5000a0172b2f27b1ddacbe8bd65cf909c5717b821be497cb7e6e1af9060a00160405180910390a285801561311e575081155b1561313d5761313d8b8b89613134576003613137565b60025b8c613e53565b60018a01546001600160a01b0316851561315c5761315c81858861335c565b8a546131739082906001600160a01b03168761335c565b505050505050505050505050565b61290f5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612909565b5f6131b68383611d58565b90505f6131e460107f00000000000000000000000000000000000000000000000000000000000000006143e3565b9050808210156131f2578091505b5092915050565b80600981111561320b5761320b614135565b82600981111561321d5761321d614135565b14610c6157610c618383612c69565b336001600160a01b03821614610e16576040517f43d894770000000000000000000000000000000000000000000000000000000081526004810183905233602482015260440161093f565b6040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600481018290523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa1580156132f9573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061331d9190614573565b6109d5576040517f67e5d1560000000000000000000000000000000000000000000000000000000081526004810182905233602482015260440161093f565b805f0361336857505050565b5f6001600160a01b038416613389575f5f5f5f8587620186a0f1905061345c565b6040516001600160a01b0384166024820152604481018390525f90606401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052602080820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001781525f80805283519394509192908289620186a0f19150811561345a573d80156134515760015f5114601f3d11169250613458565b5f863b1192505b505b505b806134ec576001600160a01b038085165f90815260016020908152604080832093871683529290529081208054849290613497908490614352565b92505081905550826001600160a01b0316846001600160a01b03167f5a0c3591c2e548638f5c88b63a0f9a9ff4b5f1c634efd01311827381fd8c6603846040516134e391815260200190565b60405180910390a35b50505050565b5f828152600260208190526040909120908154600160c81b900460ff16600981111561352057613520614135565b14158061354557508054600160a01b900464ffffffffff1667ffffffffffffffff8316115b8061361a575080546040517fe8d96dd20000000000000000000000000000000000000000000000000000000081527a01000000000000000000000000000000000000000000000000000090910465ffffffffffff1660048201523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa1580156135f4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906136189190614573565b155b15610c61576040517f9e46e57c0000000000000000000000000000000000000000000000000000000081526004810184905260240161093f565b613662848484846001613f33565b6134ec576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b038516600482015260240161093f565b600282015460018301546001600160a01b03918216915f916136dc91811690600160a01b90046bffffffffffffffffffffffff166131ab565b6040517fd2af702f000000000000000000000000000000000000000000000000000000008152600481018590523360248201526001600160a01b038481166044830152606482018390529192505f918291829182917f00000000000000000000000000000000000000000000000000000000000000009091169063d2af702f906084016080604051808303815f875af115801561377b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061379f919061458c565b9350935093509350836137e7576040517f67e5d1560000000000000000000000000000000000000000000000000000000081526004810188905233602482015260440161093f565b8215613831576040517fc3dc0758000000000000000000000000000000000000000000000000000000008152600481018a90526001600160a01b038716602482015260440161093f565b60038801546bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000081101561388f57507f00000000000000000000000000000000000000000000000000000000000000005b808310156138da576040517fa849734e00000000000000000000000000000000000000000000000000000000815260048101899052602481018490526044810182905260640161093f565b5f8284116138e8575f6138f2565b6138f28385614494565b905086811015612fc7576040517f9d38be92000000000000000000000000000000000000000000000000000000008152600481018a9052602481018290526044810188905260640161093f565b6040517f2d1e19e8000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632d1e19e8906024016040805180830381865afa1580156139be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906139e291906145cc565b915091508360ff168260ff161015613a3a576040517f4ef4a33b0000000000000000000000000000000000000000000000000000000081526004810186905260ff80841660248301528516604482015260640161093f565b8267ffffffffffffffff16811015613a98576040517fcbc54531000000000000000000000000000000000000000000000000000000008152600481018690526024810182905267ffffffffffffffff8416604482015260640161093f565b5050505050565b613aac8383836001613fb9565b610c61576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260240161093f565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c1561290f576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f612710600181613b827f000000000000000000000000000000000000000000000000000000000000000061ffff168661441b565b613b8c9190614352565b613b969190614494565b611eba91906143e3565b5f8080612710613bb461ffff86168761441b565b613bbe91906143e3565b90505f613bca82613b4d565b90508015613c2f576001600160a01b038088165f9081526001602090815260408083207f000000000000000000000000000000000000000000000000000000000000000090941683529290529081208054839290613c29908490614352565b90915550505b613c398183614494565b9350613c458287614494565b92505050935093915050565b825460018401545f91829182917a010000000000000000000000000000000000000000000000000000900465ffffffffffff169082907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169163264925ac918591613cdd91811690600160a01b90046bffffffffffffffffffffffff166131ab565b8b5460405160e085901b7fffffffff0000000000000000000000000000000000000000000000000000000016815260048101939093526024830191909152604482018b90526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660648401529081166084830152891660a482015260c4016080604051808303815f875af1158015613d80573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613da491906144b6565b92975090955090935090508015613df9576040517fc3dc0758000000000000000000000000000000000000000000000000000000008152600481018a90526001600160a01b038716602482015260440161093f565b8615801590613e06575082155b15613e475781897f52f8552a7fab8cdcaae153bc74566d5fd03a913007b5cb5c3599b0fa9f86849789604051613e3e91815260200190565b60405180910390a35b50509450945094915050565b825460018401546040517fbe6c68e90000000000000000000000000000000000000000000000000000000081527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169363be6c68e993613f0a938a937a010000000000000000000000000000000000000000000000000000840465ffffffffffff169381169290811691600160a01b9091046bffffffffffffffffffffffff16908a908a906004016145f8565b5f604051808303815f87803b158015613f21575f5ffd5b505af1158015612c5f573d5f5f3e3d5ffd5b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316613fa8578383151615613f9c573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f5114831661402857838315161561401c573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f60208284031215614044575f5ffd5b5035919050565b5f5f5f6060848603121561405d575f5ffd5b83359250602084013561ffff81168114614075575f5ffd5b929592945050506040919091013590565b6001600160a01b03811681146109d5575f5ffd5b5f5f604083850312156140ab575f5ffd5b82356140b681614086565b915060208301356140c681614086565b809150509250929050565b5f5f604083850312156140e2575f5ffd5b50508035926020909101359150565b5f610160828403128015614103575f5ffd5b509092915050565b5f5f6040838503121561411c575f5ffd5b823561412781614086565b946020939093013593505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600a811061417257614172614135565b9052565b81516001600160a01b031681526101a0810160208301516141a0602084018264ffffffffff169052565b5060408301516141b36040840182614162565b5060608301516141cd606084018265ffffffffffff169052565b5060808301516141e860808401826001600160a01b03169052565b5060a083015161420860a08401826bffffffffffffffffffffffff169052565b5060c083015161422360c08401826001600160a01b03169052565b5060e083015161423b60e084018263ffffffff169052565b5061010083015161425261010084018260ff169052565b5061012083015161426e61012084018265ffffffffffff169052565b506101408301516142906101408401826bffffffffffffffffffffffff169052565b506101608301516142ae61016084018267ffffffffffffffff169052565b506101808301516131f261018084018261ffff169052565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b64ffffffffff8181168382160190811115611eba57611eba6142c6565b5f60208284031215614320575f5ffd5b8151610a6b81614086565b5f6020828403121561433b575f5ffd5b813567ffffffffffffffff81168114610a6b575f5ffd5b80820180821115611eba57611eba6142c6565b5f60208284031215614375575f5ffd5b813563ffffffff81168114610a6b575f5ffd5b60ff811681146109d5575f5ffd5b5f602082840312156143a6575f5ffd5b8135610a6b81614388565b5f602082840312156143c1575f5ffd5b5051919050565b5f602082840312156143d8575f5ffd5b8135610a6b81614086565b5f82614416577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b8082028115828204841417611eba57611eba6142c6565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203614462576144626142c6565b5060010190565b5f60208284031215614479575f5ffd5b81356bffffffffffffffffffffffff81168114610a6b575f5ffd5b81810381811115611eba57611eba6142c6565b80518015158114611bde575f5ffd5b5f5f5f5f608085870312156144c9575f5ffd5b84516144d481614086565b93506144e2602086016144a7565b92506144f0604086016144a7565b6060959095015193969295505050565b6005811061417257614172614135565b878152602081018790526001600160a01b038681166040830152851660608201526080810184905260e0810161454960a0830185614500565b61ffff831660c083015298975050505050505050565b82815260408101610a6b6020830184614162565b5f60208284031215614583575f5ffd5b610a6b826144a7565b5f5f5f5f6080858703121561459f575f5ffd5b6145a8856144a7565b93506145b6602086016144a7565b6040860151606090960151949790965092505050565b5f5f604083850312156145dd575f5ffd5b82516145e881614388565b6020939093015192949293505050565b87815265ffffffffffff871660208201526001600160a01b038681166040830152851660608201526bffffffffffffffffffffffff8416608082015260e0810161454960a083018561450056",
}

// BountyEscrow is an auto generated Go binding around an Ethereum contract.
type BountyEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BountyEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewBountyEscrow creates a new instance of BountyEscrow.
func NewBountyEscrow() *BountyEscrow {
	parsed, err := BountyEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BountyEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BountyEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, address reputation_, address treasury_, uint16 feeBps_, uint64 maxDuration_, uint64 maxReviewWindow_, uint64 disputeWindow_, uint64 disputeTimeout_, uint16 defaultDisputeAgentBps_) returns()
func (bountyEscrow *BountyEscrow) PackConstructor(registry_ common.Address, reputation_ common.Address, treasury_ common.Address, feeBps_ uint16, maxDuration_ uint64, maxReviewWindow_ uint64, disputeWindow_ uint64, disputeTimeout_ uint64, defaultDisputeAgentBps_ uint16) []byte {
	enc, err := bountyEscrow.abi.Pack("", registry_, reputation_, treasury_, feeBps_, maxDuration_, maxReviewWindow_, disputeWindow_, disputeTimeout_, defaultDisputeAgentBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFORFEITBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc183086b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackFORFEITBPS() []byte {
	enc, err := bountyEscrow.abi.Pack("FORFEIT_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFORFEITBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc183086b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackFORFEITBPS() ([]byte, error) {
	return bountyEscrow.abi.Pack("FORFEIT_BPS")
}

// UnpackFORFEITBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc183086b.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackFORFEITBPS(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("FORFEIT_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXCLAIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62ba92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackMAXCLAIMS() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_CLAIMS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCLAIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62ba92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackMAXCLAIMS() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_CLAIMS")
}

// UnpackMAXCLAIMS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf62ba92.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackMAXCLAIMS(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_CLAIMS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackMAXFEEBPS() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackMAXFEEBPS() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMAXTIMEOUT() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMAXTIMEOUT() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_TIMEOUT")
}

// UnpackMAXTIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde38eb3a.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMAXTIMEOUT(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_TIMEOUT", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMINBOUNTYWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a59745.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackMINBOUNTYWEIGHT() []byte {
	enc, err := bountyEscrow.abi.Pack("MIN_BOUNTY_WEIGHT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINBOUNTYWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a59745.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackMINBOUNTYWEIGHT() ([]byte, error) {
	return bountyEscrow.abi.Pack("MIN_BOUNTY_WEIGHT")
}

// UnpackMINBOUNTYWEIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7a59745.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackMINBOUNTYWEIGHT(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("MIN_BOUNTY_WEIGHT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackPUSHGAS() []byte {
	enc, err := bountyEscrow.abi.Pack("PUSH_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackPUSHGAS() ([]byte, error) {
	return bountyEscrow.abi.Pack("PUSH_GAS")
}

// UnpackPUSHGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b68f2a5.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackPUSHGAS(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("PUSH_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackAccept(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("accept", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackAccept(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("accept", bountyId)
}

// PackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackBountyCount() []byte {
	enc, err := bountyEscrow.abi.Pack("bountyCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackBountyCount() ([]byte, error) {
	return bountyEscrow.abi.Pack("bountyCount")
}

// UnpackBountyCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e362c96.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackBountyCount(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("bountyCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackCancel(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("cancel", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackCancel(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("cancel", bountyId)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) PackClaim(bountyId *big.Int, agentId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("claim", bountyId, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) TryPackClaim(bountyId *big.Int, agentId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("claim", bountyId, agentId)
}

// PackDefaultDisputeAgentBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x882cecc0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackDefaultDisputeAgentBps() []byte {
	enc, err := bountyEscrow.abi.Pack("defaultDisputeAgentBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultDisputeAgentBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x882cecc0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackDefaultDisputeAgentBps() ([]byte, error) {
	return bountyEscrow.abi.Pack("defaultDisputeAgentBps")
}

// UnpackDefaultDisputeAgentBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x882cecc0.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackDefaultDisputeAgentBps(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("defaultDisputeAgentBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackDispute(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackDispute(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
}

// PackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeTimeout() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeTimeout")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeTimeout() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeTimeout")
}

// UnpackDisputeTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc04c22a4.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeTimeout(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeTimeout", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeWindow")
}

// UnpackDisputeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackExpire(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("expire", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackExpire(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("expire", bountyId)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackFeeBps() []byte {
	enc, err := bountyEscrow.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackFeeBps() ([]byte, error) {
	return bountyEscrow.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackFinalize(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("finalize", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackFinalize(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("finalize", bountyId)
}

// PackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) PackGetBounty(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("getBounty", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) TryPackGetBounty(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("getBounty", bountyId)
}

// UnpackGetBounty is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee8c4bbf.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) UnpackGetBounty(data []byte) (IBountyEscrowBounty, error) {
	out, err := bountyEscrow.abi.Unpack("getBounty", data)
	if err != nil {
		return *new(IBountyEscrowBounty), err
	}
	out0 := *abi.ConvertType(out[0], new(IBountyEscrowBounty)).(*IBountyEscrowBounty)
	return out0, nil
}

// PackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) PackIsTimedOut(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("isTimedOut", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) TryPackIsTimedOut(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("isTimedOut", bountyId)
}

// UnpackIsTimedOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc8ac988.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) UnpackIsTimedOut(data []byte) (bool, error) {
	out, err := bountyEscrow.abi.Unpack("isTimedOut", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450e5eab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) PackIsWired() []byte {
	enc, err := bountyEscrow.abi.Pack("isWired")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450e5eab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) TryPackIsWired() ([]byte, error) {
	return bountyEscrow.abi.Pack("isWired")
}

// UnpackIsWired is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x450e5eab.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) UnpackIsWired(data []byte) (bool, error) {
	out, err := bountyEscrow.abi.Unpack("isWired", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxDuration() []byte {
	enc, err := bountyEscrow.abi.Pack("maxDuration")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxDuration() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxDuration")
}

// UnpackMaxDuration is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6db5c8fd.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxDuration(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxDuration", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxReviewWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("maxReviewWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxReviewWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxReviewWindow")
}

// UnpackMaxReviewWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c6a7e04.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxReviewWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxReviewWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackOwed(token common.Address, account common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("owed", token, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackOwed(token common.Address, account common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("owed", token, account)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28079e4a.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b0d3737.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) PackPost(p IBountyEscrowPostParams) []byte {
	enc, err := bountyEscrow.abi.Pack("post", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b0d3737.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) TryPackPost(p IBountyEscrowPostParams) ([]byte, error) {
	return bountyEscrow.abi.Pack("post", p)
}

// UnpackPost is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b0d3737.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackPost(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("post", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) PackRegistry() []byte {
	enc, err := bountyEscrow.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackRegistry() ([]byte, error) {
	return bountyEscrow.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackRegistryMinStake() []byte {
	enc, err := bountyEscrow.abi.Pack("registryMinStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackRegistryMinStake() ([]byte, error) {
	return bountyEscrow.abi.Pack("registryMinStake")
}

// UnpackRegistryMinStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbdb58d60.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackRegistryMinStake(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("registryMinStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackReject(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackReject(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
}

// PackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) PackReputation() []byte {
	enc, err := bountyEscrow.abi.Pack("reputation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackReputation() ([]byte, error) {
	return bountyEscrow.abi.Pack("reputation")
}

// UnpackReputation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc52164c6.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackReputation(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("reputation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReservationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da94ab6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackReservationOf(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("reservationOf", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReservationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da94ab6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackReservationOf(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("reservationOf", bountyId)
}

// UnpackReservationOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0da94ab6.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackReservationOf(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("reservationOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) PackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) TryPackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
}

// PackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) PackSettlementOf(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("settlementOf", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) TryPackSettlementOf(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("settlementOf", bountyId)
}

// SettlementOfOutput serves as a container for the return parameters of contract
// method SettlementOf.
type SettlementOfOutput struct {
	Requester common.Address
	AgentId   *big.Int
	Token     common.Address
	Paid      *big.Int
	Settled   bool
}

// UnpackSettlementOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9dd72c9d.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) UnpackSettlementOf(data []byte) (SettlementOfOutput, error) {
	out, err := bountyEscrow.abi.Unpack("settlementOf", data)
	outstruct := new(SettlementOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Token = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Paid = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Settled = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) PackStakeToken() []byte {
	enc, err := bountyEscrow.abi.Pack("stakeToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackStakeToken() ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeToken")
}

// UnpackStakeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51ed6a30.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackStakeToken(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("stakeToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStakeValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78b09e91.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackStakeValue(token common.Address, amount *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("stakeValue", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78b09e91.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackStakeValue(token common.Address, amount *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeValue", token, amount)
}

// UnpackStakeValue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78b09e91.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackStakeValue(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("stakeValue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x752da33e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackStakeWeightPerUnit() []byte {
	enc, err := bountyEscrow.abi.Pack("stakeWeightPerUnit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x752da33e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackStakeWeightPerUnit() ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeWeightPerUnit")
}

// UnpackStakeWeightPerUnit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x752da33e.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackStakeWeightPerUnit(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("stakeWeightPerUnit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) PackSubmit(bountyId *big.Int, resultHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("submit", bountyId, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) TryPackSubmit(bountyId *big.Int, resultHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("submit", bountyId, resultHash)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) PackTreasury() []byte {
	enc, err := bountyEscrow.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackTreasury() ([]byte, error) {
	return bountyEscrow.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) PackWithdraw(token common.Address, to common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("withdraw", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) TryPackWithdraw(token common.Address, to common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("withdraw", token, to)
}

// BountyEscrowBountyAccepted represents a BountyAccepted event raised by the BountyEscrow contract.
type BountyEscrowBountyAccepted struct {
	BountyId  *big.Int
	AgentId   *big.Int
	Paid      *big.Int
	Fee       *big.Int
	Automatic bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyAcceptedEventName = "BountyAccepted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyAccepted) ContractEventName() string {
	return BountyEscrowBountyAcceptedEventName
}

// UnpackBountyAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyAccepted(uint256 indexed bountyId, uint256 indexed agentId, uint256 paid, uint256 fee, bool automatic)
func (bountyEscrow *BountyEscrow) UnpackBountyAcceptedEvent(log *types.Log) (*BountyEscrowBountyAccepted, error) {
	event := "BountyAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyAccepted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyCancelled represents a BountyCancelled event raised by the BountyEscrow contract.
type BountyEscrowBountyCancelled struct {
	BountyId *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyCancelledEventName = "BountyCancelled"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyCancelled) ContractEventName() string {
	return BountyEscrowBountyCancelledEventName
}

// UnpackBountyCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyCancelled(uint256 indexed bountyId)
func (bountyEscrow *BountyEscrow) UnpackBountyCancelledEvent(log *types.Log) (*BountyEscrowBountyCancelled, error) {
	event := "BountyCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyCancelled)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyClaimed represents a BountyClaimed event raised by the BountyEscrow contract.
type BountyEscrowBountyClaimed struct {
	BountyId *big.Int
	AgentId  *big.Int
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyClaimedEventName = "BountyClaimed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyClaimed) ContractEventName() string {
	return BountyEscrowBountyClaimedEventName
}

// UnpackBountyClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyClaimed(uint256 indexed bountyId, uint256 indexed agentId, address indexed by)
func (bountyEscrow *BountyEscrow) UnpackBountyClaimedEvent(log *types.Log) (*BountyEscrowBountyClaimed, error) {
	event := "BountyClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyClaimed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyDisputed represents a BountyDisputed event raised by the BountyEscrow contract.
type BountyEscrowBountyDisputed struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	RuleEnd    uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyDisputedEventName = "BountyDisputed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyDisputed) ContractEventName() string {
	return BountyEscrowBountyDisputedEventName
}

// UnpackBountyDisputedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyDisputed(uint256 indexed bountyId, bytes32 reasonHash, uint64 ruleEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyDisputedEvent(log *types.Log) (*BountyEscrowBountyDisputed, error) {
	event := "BountyDisputed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyDisputed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyExpired represents a BountyExpired event raised by the BountyEscrow contract.
type BountyEscrowBountyExpired struct {
	BountyId  *big.Int
	Forfeited *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyExpiredEventName = "BountyExpired"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyExpired) ContractEventName() string {
	return BountyEscrowBountyExpiredEventName
}

// UnpackBountyExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyExpired(uint256 indexed bountyId, uint256 forfeited)
func (bountyEscrow *BountyEscrow) UnpackBountyExpiredEvent(log *types.Log) (*BountyEscrowBountyExpired, error) {
	event := "BountyExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyExpired)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyPosted represents a BountyPosted event raised by the BountyEscrow contract.
type BountyEscrowBountyPosted struct {
	BountyId  *big.Int
	Requester common.Address
	Token     common.Address
	Amount    *big.Int
	SpecHash  [32]byte
	Deadline  uint64
	Assignee  *big.Int
	ParentId  *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyPostedEventName = "BountyPosted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyPosted) ContractEventName() string {
	return BountyEscrowBountyPostedEventName
}

// UnpackBountyPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyPosted(uint256 indexed bountyId, address indexed requester, address indexed token, uint256 amount, bytes32 specHash, uint64 deadline, uint256 assignee, uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackBountyPostedEvent(log *types.Log) (*BountyEscrowBountyPosted, error) {
	event := "BountyPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyPosted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyRejected represents a BountyRejected event raised by the BountyEscrow contract.
type BountyEscrowBountyRejected struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	DisputeEnd uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyRejectedEventName = "BountyRejected"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyRejected) ContractEventName() string {
	return BountyEscrowBountyRejectedEventName
}

// UnpackBountyRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyRejected(uint256 indexed bountyId, bytes32 reasonHash, uint64 disputeEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyRejectedEvent(log *types.Log) (*BountyEscrowBountyRejected, error) {
	event := "BountyRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyRejected)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyResolved represents a BountyResolved event raised by the BountyEscrow contract.
type BountyEscrowBountyResolved struct {
	BountyId  *big.Int
	AgentBps  uint16
	AgentPaid *big.Int
	Refunded  *big.Int
	Slashed   *big.Int
	ByTimeout bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyResolvedEventName = "BountyResolved"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyResolved) ContractEventName() string {
	return BountyEscrowBountyResolvedEventName
}

// UnpackBountyResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyResolved(uint256 indexed bountyId, uint16 agentBps, uint256 agentPaid, uint256 refunded, uint256 slashed, bool byTimeout)
func (bountyEscrow *BountyEscrow) UnpackBountyResolvedEvent(log *types.Log) (*BountyEscrowBountyResolved, error) {
	event := "BountyResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyResolved)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountySubmitted represents a BountySubmitted event raised by the BountyEscrow contract.
type BountyEscrowBountySubmitted struct {
	BountyId   *big.Int
	AgentId    *big.Int
	ResultHash [32]byte
	ReviewEnd  uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountySubmittedEventName = "BountySubmitted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountySubmitted) ContractEventName() string {
	return BountyEscrowBountySubmittedEventName
}

// UnpackBountySubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountySubmitted(uint256 indexed bountyId, uint256 indexed agentId, bytes32 resultHash, uint64 reviewEnd)
func (bountyEscrow *BountyEscrow) UnpackBountySubmittedEvent(log *types.Log) (*BountyEscrowBountySubmitted, error) {
	event := "BountySubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountySubmitted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowPaymentDeferred represents a PaymentDeferred event raised by the BountyEscrow contract.
type BountyEscrowPaymentDeferred struct {
	Token   common.Address
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (BountyEscrowPaymentDeferred) ContractEventName() string {
	return BountyEscrowPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed token, address indexed account, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackPaymentDeferredEvent(log *types.Log) (*BountyEscrowPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowPaymentDeferred)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowSlashFailed represents a SlashFailed event raised by the BountyEscrow contract.
type BountyEscrowSlashFailed struct {
	BountyId *big.Int
	AgentId  *big.Int
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowSlashFailedEventName = "SlashFailed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowSlashFailed) ContractEventName() string {
	return BountyEscrowSlashFailedEventName
}

// UnpackSlashFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlashFailed(uint256 indexed bountyId, uint256 indexed agentId, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackSlashFailedEvent(log *types.Log) (*BountyEscrowSlashFailed, error) {
	event := "SlashFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowSlashFailed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowWithdrawn represents a Withdrawn event raised by the BountyEscrow contract.
type BountyEscrowWithdrawn struct {
	Token   common.Address
	Account common.Address
	To      common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (BountyEscrowWithdrawn) ContractEventName() string {
	return BountyEscrowWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed token, address indexed account, address indexed to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackWithdrawnEvent(log *types.Log) (*BountyEscrowWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowWithdrawn)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (bountyEscrow *BountyEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowArbiterIsRequester"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowArbiterIsRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowArbiterNotIndependent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowArbiterNotIndependentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadAmount"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadDeadline"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadMinReputation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadMinReputationError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParameter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadReviewWindow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadReviewWindowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadRuling"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadRulingError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadValue"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBountyTooSmall"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBountyTooSmallError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowDeadlinePassed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowEmptyResult"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowEmptyResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFeeOnTransferToken"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFreeStakeTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFreeStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAgentOperator"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAgentOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotArbiter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAssignee"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAssigneeError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotRequester"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotTimedOut"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotTimedOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNothingOwed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowRecordTooShort"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowRecordTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowReputationTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowReputationTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowStakeTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowTransferFailed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownAgent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownBounty"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownBountyError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWindowClosed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWrongStatus"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowZeroAddress"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BountyEscrowEscrowArbiterIsRequester represents a EscrowArbiterIsRequester error raised by the BountyEscrow contract.
type BountyEscrowEscrowArbiterIsRequester struct {
	Arbiter common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowArbiterIsRequester(address arbiter)
func BountyEscrowEscrowArbiterIsRequesterErrorID() common.Hash {
	return common.HexToHash("0xa9e57d2bf14f711d004991a4a7b7af513a29676deb24e0ebd9ed7552d8ef6197")
}

// UnpackEscrowArbiterIsRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowArbiterIsRequester(address arbiter)
func (bountyEscrow *BountyEscrow) UnpackEscrowArbiterIsRequesterError(raw []byte) (*BountyEscrowEscrowArbiterIsRequester, error) {
	out := new(BountyEscrowEscrowArbiterIsRequester)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowArbiterIsRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowArbiterNotIndependent represents a EscrowArbiterNotIndependent error raised by the BountyEscrow contract.
type BountyEscrowEscrowArbiterNotIndependent struct {
	BountyId *big.Int
	Arbiter  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowArbiterNotIndependent(uint256 bountyId, address arbiter)
func BountyEscrowEscrowArbiterNotIndependentErrorID() common.Hash {
	return common.HexToHash("0xc3dc075899a658a4a73f413492f818fd3d9e072faf83d3e065fa9953729e9eba")
}

// UnpackEscrowArbiterNotIndependentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowArbiterNotIndependent(uint256 bountyId, address arbiter)
func (bountyEscrow *BountyEscrow) UnpackEscrowArbiterNotIndependentError(raw []byte) (*BountyEscrowEscrowArbiterNotIndependent, error) {
	out := new(BountyEscrowEscrowArbiterNotIndependent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowArbiterNotIndependent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadAmount represents a EscrowBadAmount error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func BountyEscrowEscrowBadAmountErrorID() common.Hash {
	return common.HexToHash("0x8e53404931147f21bac4e25969ee4ebfc6087bc7ee000ee7aa5b7ee6d385a3bb")
}

// UnpackEscrowBadAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadAmountError(raw []byte) (*BountyEscrowEscrowBadAmount, error) {
	out := new(BountyEscrowEscrowBadAmount)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadDeadline represents a EscrowBadDeadline error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadDeadline struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func BountyEscrowEscrowBadDeadlineErrorID() common.Hash {
	return common.HexToHash("0x99ecfc0deee66951ca568b462aeac9b3def7d63bc1e30ff11640b14c0be0b6ae")
}

// UnpackEscrowBadDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadDeadlineError(raw []byte) (*BountyEscrowEscrowBadDeadline, error) {
	out := new(BountyEscrowEscrowBadDeadline)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadMinReputation represents a EscrowBadMinReputation error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadMinReputation struct {
	MinReputation uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func BountyEscrowEscrowBadMinReputationErrorID() common.Hash {
	return common.HexToHash("0x51845bda93b5b23a6fcfa7512de07abb5fcf285e9da6ff87773e244ec365680c")
}

// UnpackEscrowBadMinReputationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadMinReputationError(raw []byte) (*BountyEscrowEscrowBadMinReputation, error) {
	out := new(BountyEscrowEscrowBadMinReputation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadMinReputation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParameter represents a EscrowBadParameter error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParameter(string name)
func BountyEscrowEscrowBadParameterErrorID() common.Hash {
	return common.HexToHash("0x7d1adef48ce5609e645ab601c790a66e5ca70249020000d2dc35e2cded382255")
}

// UnpackEscrowBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParameter(string name)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParameterError(raw []byte) (*BountyEscrowEscrowBadParameter, error) {
	out := new(BountyEscrowEscrowBadParameter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParent represents a EscrowBadParent error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParent struct {
	ParentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func BountyEscrowEscrowBadParentErrorID() common.Hash {
	return common.HexToHash("0x9e46e57c40c26ed5c5eae4d828fe79d143cc320867a5b62c0e44693e53c4c198")
}

// UnpackEscrowBadParentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParentError(raw []byte) (*BountyEscrowEscrowBadParent, error) {
	out := new(BountyEscrowEscrowBadParent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadReviewWindow represents a EscrowBadReviewWindow error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadReviewWindow struct {
	ReviewWindow uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func BountyEscrowEscrowBadReviewWindowErrorID() common.Hash {
	return common.HexToHash("0xebddf6fc2e405233b75ba8423b9d3ee3759cefeb8a4ffa32a2c0cd8072ccb307")
}

// UnpackEscrowBadReviewWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadReviewWindowError(raw []byte) (*BountyEscrowEscrowBadReviewWindow, error) {
	out := new(BountyEscrowEscrowBadReviewWindow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadReviewWindow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadRuling represents a EscrowBadRuling error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadRuling struct {
	AgentBps    uint16
	SlashAmount *big.Int
	SlashCap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func BountyEscrowEscrowBadRulingErrorID() common.Hash {
	return common.HexToHash("0xae5a24d6f8018436650386ae9d45d28e9838e7b3905b7d1e1ca75c16f13172b1")
}

// UnpackEscrowBadRulingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadRulingError(raw []byte) (*BountyEscrowEscrowBadRuling, error) {
	out := new(BountyEscrowEscrowBadRuling)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadRuling", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadValue represents a EscrowBadValue error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadValue struct {
	Value    *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func BountyEscrowEscrowBadValueErrorID() common.Hash {
	return common.HexToHash("0x88e56d287cbed20b26e1441e4718809d93bd8400d8438c767e26d352b606c46f")
}

// UnpackEscrowBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadValueError(raw []byte) (*BountyEscrowEscrowBadValue, error) {
	out := new(BountyEscrowEscrowBadValue)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBountyTooSmall represents a EscrowBountyTooSmall error raised by the BountyEscrow contract.
type BountyEscrowEscrowBountyTooSmall struct {
	Weight    *big.Int
	MinWeight *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBountyTooSmall(uint256 weight, uint256 minWeight)
func BountyEscrowEscrowBountyTooSmallErrorID() common.Hash {
	return common.HexToHash("0xd796023955a31025e6d589f4a0b6e558ca01e50bcc551e9c54dfcadd209ddcb2")
}

// UnpackEscrowBountyTooSmallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBountyTooSmall(uint256 weight, uint256 minWeight)
func (bountyEscrow *BountyEscrow) UnpackEscrowBountyTooSmallError(raw []byte) (*BountyEscrowEscrowBountyTooSmall, error) {
	out := new(BountyEscrowEscrowBountyTooSmall)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBountyTooSmall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowDeadlinePassed represents a EscrowDeadlinePassed error raised by the BountyEscrow contract.
type BountyEscrowEscrowDeadlinePassed struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func BountyEscrowEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x4cedb4c59f49b44c2032327625ee205ddc558f6a0e3f9df9bbf49f08d8b33c86")
}

// UnpackEscrowDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowDeadlinePassedError(raw []byte) (*BountyEscrowEscrowDeadlinePassed, error) {
	out := new(BountyEscrowEscrowDeadlinePassed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowDeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowEmptyResult represents a EscrowEmptyResult error raised by the BountyEscrow contract.
type BountyEscrowEscrowEmptyResult struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowEmptyResult()
func BountyEscrowEscrowEmptyResultErrorID() common.Hash {
	return common.HexToHash("0x9fc566ccb2bc547efd38cf3c637b7e108affcd7594a1ea3b2c844e3c1b7220a6")
}

// UnpackEscrowEmptyResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowEmptyResult()
func (bountyEscrow *BountyEscrow) UnpackEscrowEmptyResultError(raw []byte) (*BountyEscrowEscrowEmptyResult, error) {
	out := new(BountyEscrowEscrowEmptyResult)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowEmptyResult", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFeeOnTransferToken represents a EscrowFeeOnTransferToken error raised by the BountyEscrow contract.
type BountyEscrowEscrowFeeOnTransferToken struct {
	Token    common.Address
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func BountyEscrowEscrowFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0x557dfcdfb74eb828fda8e2632abee2c20903b74504164936778cb1ac56c4c0b5")
}

// UnpackEscrowFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowFeeOnTransferTokenError(raw []byte) (*BountyEscrowEscrowFeeOnTransferToken, error) {
	out := new(BountyEscrowEscrowFeeOnTransferToken)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFreeStakeTooLow represents a EscrowFreeStakeTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowFreeStakeTooLow struct {
	AgentId  *big.Int
	Free     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFreeStakeTooLow(uint256 agentId, uint256 free, uint256 required)
func BountyEscrowEscrowFreeStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0x9d38be928f0dfa4cea37f8844bfc5d51cd9a577f9d58a96e1469595658aee0d1")
}

// UnpackEscrowFreeStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFreeStakeTooLow(uint256 agentId, uint256 free, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowFreeStakeTooLowError(raw []byte) (*BountyEscrowEscrowFreeStakeTooLow, error) {
	out := new(BountyEscrowEscrowFreeStakeTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFreeStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAgentOperator represents a EscrowNotAgentOperator error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAgentOperator struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func BountyEscrowEscrowNotAgentOperatorErrorID() common.Hash {
	return common.HexToHash("0x67e5d1562ad4db7d17255427b0848c1ebb3a57a3dbc3dcaff46f59052aa7a99a")
}

// UnpackEscrowNotAgentOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAgentOperatorError(raw []byte) (*BountyEscrowEscrowNotAgentOperator, error) {
	out := new(BountyEscrowEscrowNotAgentOperator)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAgentOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotArbiter represents a EscrowNotArbiter error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotArbiter struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func BountyEscrowEscrowNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x66763ce21a35a4280a66342ab26083ae6db79bb8135ba8948b0d1489e35cbaf0")
}

// UnpackEscrowNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotArbiterError(raw []byte) (*BountyEscrowEscrowNotArbiter, error) {
	out := new(BountyEscrowEscrowNotArbiter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAssignee represents a EscrowNotAssignee error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAssignee struct {
	BountyId *big.Int
	Assignee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func BountyEscrowEscrowNotAssigneeErrorID() common.Hash {
	return common.HexToHash("0x64cf33eebbdf489a2ea7b62393ca374504e42a3a12aa4d47beaf2b4260897394")
}

// UnpackEscrowNotAssigneeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAssigneeError(raw []byte) (*BountyEscrowEscrowNotAssignee, error) {
	out := new(BountyEscrowEscrowNotAssignee)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAssignee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotRequester represents a EscrowNotRequester error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotRequester struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func BountyEscrowEscrowNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x43d89477d4c81708976d71467cf1f565560935401b0b7e0e9ccf4b90820866e0")
}

// UnpackEscrowNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotRequesterError(raw []byte) (*BountyEscrowEscrowNotRequester, error) {
	out := new(BountyEscrowEscrowNotRequester)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotTimedOut represents a EscrowNotTimedOut error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotTimedOut struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func BountyEscrowEscrowNotTimedOutErrorID() common.Hash {
	return common.HexToHash("0xcc1effbdd4ef4effd6e919936e36d52966aa3e8748f7835efa0e48fdd2eff18a")
}

// UnpackEscrowNotTimedOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotTimedOutError(raw []byte) (*BountyEscrowEscrowNotTimedOut, error) {
	out := new(BountyEscrowEscrowNotTimedOut)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotTimedOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNothingOwed represents a EscrowNothingOwed error raised by the BountyEscrow contract.
type BountyEscrowEscrowNothingOwed struct {
	Token   common.Address
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func BountyEscrowEscrowNothingOwedErrorID() common.Hash {
	return common.HexToHash("0xebda3e469441f8d3148ac39202fb39707bc891ab2bab85cbff6a59bc54960eef")
}

// UnpackEscrowNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func (bountyEscrow *BountyEscrow) UnpackEscrowNothingOwedError(raw []byte) (*BountyEscrowEscrowNothingOwed, error) {
	out := new(BountyEscrowEscrowNothingOwed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowRecordTooShort represents a EscrowRecordTooShort error raised by the BountyEscrow contract.
type BountyEscrowEscrowRecordTooShort struct {
	AgentId  *big.Int
	Paid     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowRecordTooShort(uint256 agentId, uint256 paid, uint256 required)
func BountyEscrowEscrowRecordTooShortErrorID() common.Hash {
	return common.HexToHash("0xcbc54531c3f4d73cd0dd2c73063c739db67de4ef9d6de19df372cdaf4c04a0d4")
}

// UnpackEscrowRecordTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowRecordTooShort(uint256 agentId, uint256 paid, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowRecordTooShortError(raw []byte) (*BountyEscrowEscrowRecordTooShort, error) {
	out := new(BountyEscrowEscrowRecordTooShort)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowRecordTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowReputationTooLow represents a EscrowReputationTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowReputationTooLow struct {
	AgentId    *big.Int
	Reputation *big.Int
	Required   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func BountyEscrowEscrowReputationTooLowErrorID() common.Hash {
	return common.HexToHash("0x4ef4a33b8936e9478a83d2796fbef9292b71ca268ebf667143801233d0119c75")
}

// UnpackEscrowReputationTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowReputationTooLowError(raw []byte) (*BountyEscrowEscrowReputationTooLow, error) {
	out := new(BountyEscrowEscrowReputationTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowReputationTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowStakeTooLow represents a EscrowStakeTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowStakeTooLow struct {
	AgentId  *big.Int
	Stake    *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func BountyEscrowEscrowStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0xa849734e911fa2a838d62f2305cee7ee006531bb478d981797e0941cd25ef4a0")
}

// UnpackEscrowStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowStakeTooLowError(raw []byte) (*BountyEscrowEscrowStakeTooLow, error) {
	out := new(BountyEscrowEscrowStakeTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowTransferFailed represents a EscrowTransferFailed error raised by the BountyEscrow contract.
type BountyEscrowEscrowTransferFailed struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func BountyEscrowEscrowTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x6fa94dc40455093cce3bde33669a5a228ec556c702189d79dde85df2e5926d9c")
}

// UnpackEscrowTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowTransferFailedError(raw []byte) (*BountyEscrowEscrowTransferFailed, error) {
	out := new(BountyEscrowEscrowTransferFailed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownAgent represents a EscrowUnknownAgent error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownAgent struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func BountyEscrowEscrowUnknownAgentErrorID() common.Hash {
	return common.HexToHash("0xa6c9b3a2bc1e8c77bd977607c176cf9b31433c6ee6d85a5915b3e7cc126c699c")
}

// UnpackEscrowUnknownAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownAgentError(raw []byte) (*BountyEscrowEscrowUnknownAgent, error) {
	out := new(BountyEscrowEscrowUnknownAgent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownBounty represents a EscrowUnknownBounty error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownBounty struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func BountyEscrowEscrowUnknownBountyErrorID() common.Hash {
	return common.HexToHash("0x402f63ebdbfae895c6551d5a2422e3cc1df7a26282d164300efb941474d924a5")
}

// UnpackEscrowUnknownBountyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownBountyError(raw []byte) (*BountyEscrowEscrowUnknownBounty, error) {
	out := new(BountyEscrowEscrowUnknownBounty)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownBounty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWindowClosed represents a EscrowWindowClosed error raised by the BountyEscrow contract.
type BountyEscrowEscrowWindowClosed struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func BountyEscrowEscrowWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x1b0faf0379f1c288c5cb43ff4e2186168e0ffef3511685be7f9d66632adc8774")
}

// UnpackEscrowWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowWindowClosedError(raw []byte) (*BountyEscrowEscrowWindowClosed, error) {
	out := new(BountyEscrowEscrowWindowClosed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWrongStatus represents a EscrowWrongStatus error raised by the BountyEscrow contract.
type BountyEscrowEscrowWrongStatus struct {
	BountyId *big.Int
	Status   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func BountyEscrowEscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x9a20e025d0cf05400623cbbe27587c8a4fc39a099d5e933ea3a27bb62d2aa78d")
}

// UnpackEscrowWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func (bountyEscrow *BountyEscrow) UnpackEscrowWrongStatusError(raw []byte) (*BountyEscrowEscrowWrongStatus, error) {
	out := new(BountyEscrowEscrowWrongStatus)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowZeroAddress represents a EscrowZeroAddress error raised by the BountyEscrow contract.
type BountyEscrowEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowZeroAddress()
func BountyEscrowEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0x674fe7f57967a32b229dda08b8291da607fa181506d9e17cc1a9ffffa138c450")
}

// UnpackEscrowZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowZeroAddress()
func (bountyEscrow *BountyEscrow) UnpackEscrowZeroAddressError(raw []byte) (*BountyEscrowEscrowZeroAddress, error) {
	out := new(BountyEscrowEscrowZeroAddress)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the BountyEscrow contract.
type BountyEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func BountyEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (bountyEscrow *BountyEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*BountyEscrowReentrancyGuardReentrantCall, error) {
	out := new(BountyEscrowReentrancyGuardReentrantCall)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the BountyEscrow contract.
type BountyEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func BountyEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (bountyEscrow *BountyEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*BountyEscrowSafeERC20FailedOperation, error) {
	out := new(BountyEscrowSafeERC20FailedOperation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
