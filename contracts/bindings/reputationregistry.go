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

// ReputationRegistryMetaData contains all meta data concerning the ReputationRegistry contract.
var ReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"agentRegistry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"escrow_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"weightTokens\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"weightPerUnit_\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"MAX_SUMMARY_ENTRIES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_WEIGHT_PER_UNIT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REFUSED_WEIGHT_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"agentRegistry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"aggregateOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"penalty\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"escrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackGiven\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackSource\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getClients\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getLastIndex\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getSummary\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddresses\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"averageScore\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"giveFeedback\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"readFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"isRevoked\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"recordOutcome\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"selfDealt\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputationOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"standingOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"reputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"weightOf\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"weightPerUnit\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"FeedbackRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NewFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"score\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OutcomeRecorded\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"penalty\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ReputationAlreadyRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"ReputationBadScore\",\"inputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ReputationBountyNotSettled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationFeedbackExists\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationNoClients\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationNoFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationNotEscrow\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationSelfDealing\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationZeroAddress\",\"inputs\":[]}]",
	ID:  "ReputationRegistry",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161206d38038061206d83398101604081905261002e916102c8565b6001600160a01b038416158061004b57506001600160a01b038316155b156100695760405163fbc6540160e01b815260040160405180910390fd5b80518251146100af57604051637eda61e160e11b815260206004820152600c60248201526b776569676874546f6b656e7360a01b60448201526064015b60405180910390fd5b6001600160a01b03808516608052831660a0525f5b82518110156101d3575f6001600160a01b03168382815181106100e9576100e96103ac565b60200260200101516001600160a01b0316036101185760405163fbc6540160e01b815260040160405180910390fd5b670de0b6b3a7640000828281518110610133576101336103ac565b6020026020010151111561017a57604051637eda61e160e11b815260206004820152600d60248201526c1dd95a59da1d14195c955b9a5d609a1b60448201526064016100a6565b81818151811061018c5761018c6103ac565b60200260200101515f5f8584815181106101a8576101a86103ac565b6020908102919091018101516001600160a01b031682528101919091526040015f20556001016100c4565b50505050506103c0565b80516001600160a01b03811681146101f3575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610234576102346101f8565b604052919050565b5f6001600160401b03821115610254576102546101f8565b5060051b60200190565b5f82601f83011261026d575f5ffd5b815161028061027b8261023c565b61020c565b8082825260208201915060208360051b8601019250858311156102a1575f5ffd5b602085015b838110156102be5780518352602092830192016102a6565b5095945050505050565b5f5f5f5f608085870312156102db575f5ffd5b6102e4856101dd565b93506102f2602086016101dd565b60408601519093506001600160401b0381111561030d575f5ffd5b8501601f8101871361031d575f5ffd5b805161032b61027b8261023c565b8082825260208201915060208360051b85010192508983111561034c575f5ffd5b6020840193505b8284101561037557610364846101dd565b825260209384019390910190610353565b6060890151909550925050506001600160401b03811115610394575f5ffd5b6103a08782880161025e565b91505092959194509250565b634e487b7160e01b5f52603260045260245ffd5b60805160a051611c776103f65f395f81816103f101528181610a5b01526111a701525f818161014f015261135b0152611c775ff3fe608060405234801561000f575f5ffd5b5060043610610149575f3560e01c80634ab3ca99116100c7578063cff79b221161007d578063e98645d911610063578063e98645d914610413578063f2d8175914610426578063f3ede51114610481575f5ffd5b8063cff79b22146103cd578063e2fdcc17146103ec575f5ffd5b806388a0e316116100ad57806388a0e316146102e5578063abf1efad14610395578063adf94cca146103a8575f5ffd5b80634ab3ca99146102bd57806387a1395f146102d2575f5ffd5b80632d1e19e81161011c57806331259cff1161010257806331259cff1461024057806342dd519c1461027557806348e37a1814610295575f5ffd5b80632d1e19e81461020b5780632f17c0d114610237575f5ffd5b80630d1cfcae1461014d578063157c703c146101995780631f568392146101b5578063232b0810146101d2575b5f5ffd5b7f00000000000000000000000000000000000000000000000000000000000000005b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6101a26109c481565b60405161ffff9091168152602001610190565b6101c4670de0b6b3a764000081565b604051908152602001610190565b6101e56101e03660046116af565b6104b3565b6040805160ff909516855260208501939093529183015215156060820152608001610190565b61021e6102193660046116ea565b6104ed565b6040805160ff9093168352602083019190915201610190565b6101c46103e881565b61025361024e366004611701565b6105c4565b6040805167ffffffffffffffff909316835260ff909116602083015201610190565b6102886102833660046116ea565b61081f565b604051610190919061178c565b6102a86102a33660046116af565b610895565b60408051928352602083019190915201610190565b6102d06102cb3660046117e4565b6108d8565b005b6102d06102e036600461181b565b610a43565b61036f6102f33660046116ea565b5f90815260016020908152604091829020825160608101845290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169383018490527c010000000000000000000000000000000000000000000000000000000090910463ffffffff169190930181905292565b6040805167ffffffffffffffff9094168452602084019290925290820152606001610190565b6102d06103a33660046118ad565b610c0d565b6103bb6103b63660046116ea565b610cb3565b60405160ff9091168152602001610190565b6101c46103db366004611956565b5f6020819052908152604090205481565b61016f7f000000000000000000000000000000000000000000000000000000000000000081565b6101c4610421366004611978565b610d7c565b6104686104343660046119a2565b5f91825260026020908152604080842073ffffffffffffffffffffffffffffffffffffffff93909316845291905290205490565b60405167ffffffffffffffff9091168152602001610190565b6104a361048f3660046116ea565b5f9081526005602052604090205460ff1690565b6040519015158152602001610190565b5f5f5f5f5f6104c3888888610e0a565b8054600182015460029092015460ff8083169c939b50909950610100909104169650945050505050565b5f818152600160209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169483018590527c010000000000000000000000000000000000000000000000000000000090910463ffffffff1692820192909252839290918391610574916119fd565b905080156105a9578151819061059c906064906dffffffffffffffffffffffffffff16611a10565b6105a69190611a27565b93505b505191936dffffffffffffffffffffffffffff909216925050565b5f808481036105ff576040517f1e74756a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5f5f5f5b898110801561061557506103e882105b156107c4575f8c8152600260205260408120818d8d8581811061063a5761063a611a5f565b905060200201602081019061064f9190611956565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f5b81548110801561069d57506103e884105b156107b1576106ab84611a8c565b93505f8282815481106106c0576106c0611a5f565b5f91825260209091206003909102018054909150610100900460ff16156106e757506107a1565b8b158015906106fa57508b816001015414155b1561070557506107a1565b8a1580159061071857508a816002015414155b1561072357506107a1565b61072c8a611ac3565b8154909a5061073e9060ff16876119fd565b8154909650610767906801000000000000000090046bffffffffffffffffffffffff16896119fd565b8154909850610793906bffffffffffffffffffffffff680100000000000000008204169060ff16611a10565b61079d90886119fd565b9650505b6107aa81611a8c565b905061068c565b5050806107bd90611a8c565b9050610605565b508567ffffffffffffffff165f036107e5575f5f9550955050505050610815565b83156107fa576107f58484611a27565b61080e565b61080e67ffffffffffffffff871683611a27565b9450505050505b9550959350505050565b5f8181526003602090815260409182902080548351818402810184019094528084526060939283018282801561088957602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff16815260019091019060200180831161085e575b50505050509050919050565b5f5f5f6108a3868686610e0a565b5462010000810465ffffffffffff1697680100000000000000009091046bffffffffffffffffffffffff169650945050505050565b5f8281526002602090815260408083203384529091529020805467ffffffffffffffff831610610952576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810184905233602482015267ffffffffffffffff831660448201526064015b60405180910390fd5b5f818367ffffffffffffffff168154811061096f5761096f611a5f565b5f91825260209091206003909102018054909150610100900460ff16156109db576040517f831fa77f0000000000000000000000000000000000000000000000000000000081526004810185905233602482015267ffffffffffffffff84166044820152606401610949565b80547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff1661010017815560405167ffffffffffffffff841690339086907f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d905f90a450505050565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610ab4576040517f25fbcb55000000000000000000000000000000000000000000000000000000008152336004820152602401610949565b61271061ffff83161115610ac85761271091505b5f610ad38686610d7c565b90505f8080866004811115610aea57610aea611aef565b1480610b0757506001866004811115610b0557610b05611aef565b145b15610b1457829150610ba1565b6003866004811115610b2857610b28611aef565b03610b6557612710610b3e61ffff871685611a10565b610b489190611a27565b9150610b548284611b1c565b90508315610b60575f91505b610ba1565b6002866004811115610b7957610b79611aef565b03610b9e57612710610b8d6109c485611a10565b610b979190611a27565b9050610ba1565b50815b610bac8a8383610edd565b8873ffffffffffffffffffffffffffffffffffffffff168b8b7fc7c156ee0af391c6201e52ebffea93567623b50fb918ddc5e3971cfb124614e5898686604051610bf893929190611b2f565b60405180910390a45050505050505050505050565b606460ff87161115610c50576040517f0fd5059000000000000000000000000000000000000000000000000000000000815260ff87166004820152602401610949565b5f5f610c5e8989898961110f565b91509150610ca882828b8b8b8b8b8b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508d925061113a915050565b505050505050505050565b5f818152600160209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169483018590527c010000000000000000000000000000000000000000000000000000000090910463ffffffff1692820192909252918391610d3891906119fd565b9050805f03610d4a57505f9392505050565b81518190610d6a906064906dffffffffffffffffffffffffffff16611a10565b610d749190611a27565b949350505050565b5f73ffffffffffffffffffffffffffffffffffffffff8316610dad57610da6633b9aca0083611a27565b9050610e04565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526020819052604081205490819003610de3575f915050610e04565b670de0b6b3a7640000610df68285611a10565b610e009190611a27565b9150505b92915050565b5f83815260026020908152604080832073ffffffffffffffffffffffffffffffffffffffff861684529091528120805467ffffffffffffffff841610610eab576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff8516602482015267ffffffffffffffff84166044820152606401610949565b808367ffffffffffffffff1681548110610ec757610ec7611a5f565b905f5260205f2090600302019150509392505050565b5f838152600160209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e0100000000000000000000000000008304909116948301949094527c0100000000000000000000000000000000000000000000000000000000900463ffffffff16918101919091529190610f629085906119fd565b90505f8383602001516dffffffffffffffffffffffffffff16610f8591906119fd565b90505f836040015163ffffffff166001610f9f91906119fd565b905060405180606001604052806dffffffffffffffffffffffffffff80168511610fc95784610fd9565b6dffffffffffffffffffffffffffff5b6dffffffffffffffffffffffffffff1681526020016dffffffffffffffffffffffffffff8016841161100b578361101b565b6dffffffffffffffffffffffffffff5b6dffffffffffffffffffffffffffff16815260200163ffffffff83116110415782611047565b63ffffffff5b63ffffffff9081169091525f988952600160209081526040998a9020835181549285015194909b01519092167c0100000000000000000000000000000000000000000000000000000000027bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6dffffffffffffffffffffffffffff9485166e010000000000000000000000000000027fffffffff0000000000000000000000000000000000000000000000000000000090931694909b1693909317179890981617909655505050505050565b5f5f5f61111b8761119e565b909350905061112e8387838a898961148e565b91505094509492505050565b833373ffffffffffffffffffffffffffffffffffffffff16897f955dddf5e49d1c2e9df1d099d19bf6ecc10816b13d75dce27a7277df0ab1941f888787878d8f60405161118c96959493929190611b7c565b60405180910390a45050505050505050565b5f5f5f5f5f5f5f7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16639dd72c9d896040518263ffffffff1660e01b815260040161120091815260200190565b60a060405180830381865afa15801561121b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061123f9190611bff565b9450945094509450945080611283576040517fe894c98700000000000000000000000000000000000000000000000000000000815260048101899052602401610949565b73ffffffffffffffffffffffffffffffffffffffff851633146112db576040517f211ab0d700000000000000000000000000000000000000000000000000000000815260048101899052336024820152604401610949565b5f8881526005602052604090205460ff1615611326576040517f311b299500000000000000000000000000000000000000000000000000000000815260048101899052602401610949565b6040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600481018590523360248201527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063e8d96dd290604401602060405180830381865afa1580156113b5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113d99190611c5c565b15611419576040517f17a5c46100000000000000000000000000000000000000000000000000000000815260048101899052336024820152604401610949565b5f88815260056020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055929550859261145e8383610d7c565b95506bffffffffffffffffffffffff861115611484576bffffffffffffffffffffffff95505b5050505050915091565b5f86815260046020908152604080832033845290915281205460ff16611538575f8781526004602090815260408083203380855290835281842080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660019081179091558b8552600384529184208054928301815584529190922090910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690911790555b505f958652600260208181526040808920338a5282528089208054825160c08101845260ff9a8b1681528085018c815265ffffffffffff998a169482019485526bffffffffffffffffffffffff9a8b166060830190815260808301998a5260a0830198895260018085018655948e5295909c2090516003830290910180549c5194519551909a1668010000000000000000027fffffffffffffffffffffffff000000000000000000000000ffffffffffffffff959099166201000002949094167fffffffffffffffffffffffff000000000000000000000000000000000000ffff931515610100027fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000909c1694909a1693909317999099171696909617939093178455905194830194909455925192019190915590565b73ffffffffffffffffffffffffffffffffffffffff81168114611690575f5ffd5b50565b803567ffffffffffffffff811681146116aa575f5ffd5b919050565b5f5f5f606084860312156116c1575f5ffd5b8335925060208401356116d38161166f565b91506116e160408501611693565b90509250925092565b5f602082840312156116fa575f5ffd5b5035919050565b5f5f5f5f5f60808688031215611715575f5ffd5b85359450602086013567ffffffffffffffff811115611732575f5ffd5b8601601f81018813611742575f5ffd5b803567ffffffffffffffff811115611758575f5ffd5b8860208260051b840101111561176c575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b602080825282518282018190525f918401906040840190835b818110156117d957835173ffffffffffffffffffffffffffffffffffffffff168352602093840193909201916001016117a5565b509095945050505050565b5f5f604083850312156117f5575f5ffd5b8235915061180560208401611693565b90509250929050565b8015158114611690575f5ffd5b5f5f5f5f5f5f5f5f610100898b031215611833575f5ffd5b8835975060208901359650604089013561184c8161166f565b9550606089013561185c8161166f565b94506080890135935060a089013560058110611876575f5ffd5b925060c089013561ffff8116811461188c575f5ffd5b915060e089013561189c8161180e565b809150509295985092959890939650565b5f5f5f5f5f5f5f60c0888a0312156118c3575f5ffd5b87359650602088013560ff811681146118da575f5ffd5b95506040880135945060608801359350608088013567ffffffffffffffff811115611903575f5ffd5b8801601f81018a13611913575f5ffd5b803567ffffffffffffffff811115611929575f5ffd5b8a602082840101111561193a575f5ffd5b979a9699509497939660209095019560a0909401359392505050565b5f60208284031215611966575f5ffd5b81356119718161166f565b9392505050565b5f5f60408385031215611989575f5ffd5b82356119948161166f565b946020939093013593505050565b5f5f604083850312156119b3575f5ffd5b8235915060208301356119c58161166f565b809150509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115610e0457610e046119d0565b8082028115828204841417610e0457610e046119d0565b5f82611a5a577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203611abc57611abc6119d0565b5060010190565b5f67ffffffffffffffff821667ffffffffffffffff8103611ae657611ae66119d0565b60010192915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b81810381811115610e0457610e046119d0565b6060810160058510611b68577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b938152602081019290925260409091015290565b60ff8716815285602082015260c060408201525f85518060c0840152806020880160e085015e5f60e0828501015260e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505084606083015283608083015267ffffffffffffffff831660a0830152979650505050505050565b5f5f5f5f5f60a08688031215611c13575f5ffd5b8551611c1e8161166f565b602087015160408801519196509450611c368161166f565b606087015160808801519194509250611c4e8161180e565b809150509295509295909350565b5f60208284031215611c6c575f5ffd5b81516119718161180e56",
}

// ReputationRegistry is an auto generated Go binding around an Ethereum contract.
type ReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewReputationRegistry creates a new instance of ReputationRegistry.
func NewReputationRegistry() *ReputationRegistry {
	parsed, err := ReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address agentRegistry_, address escrow_, address[] weightTokens, uint256[] weightPerUnit_) returns()
func (reputationRegistry *ReputationRegistry) PackConstructor(agentRegistry_ common.Address, escrow_ common.Address, weightTokens []common.Address, weightPerUnit_ []*big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("", agentRegistry_, escrow_, weightTokens, weightPerUnit_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXSUMMARYENTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f17c0d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SUMMARY_ENTRIES() view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackMAXSUMMARYENTRIES() []byte {
	enc, err := reputationRegistry.abi.Pack("MAX_SUMMARY_ENTRIES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSUMMARYENTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f17c0d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SUMMARY_ENTRIES() view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackMAXSUMMARYENTRIES() ([]byte, error) {
	return reputationRegistry.abi.Pack("MAX_SUMMARY_ENTRIES")
}

// UnpackMAXSUMMARYENTRIES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f17c0d1.
//
// Solidity: function MAX_SUMMARY_ENTRIES() view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackMAXSUMMARYENTRIES(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("MAX_SUMMARY_ENTRIES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXWEIGHTPERUNIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f568392.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_WEIGHT_PER_UNIT() view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackMAXWEIGHTPERUNIT() []byte {
	enc, err := reputationRegistry.abi.Pack("MAX_WEIGHT_PER_UNIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXWEIGHTPERUNIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f568392.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_WEIGHT_PER_UNIT() view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackMAXWEIGHTPERUNIT() ([]byte, error) {
	return reputationRegistry.abi.Pack("MAX_WEIGHT_PER_UNIT")
}

// UnpackMAXWEIGHTPERUNIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1f568392.
//
// Solidity: function MAX_WEIGHT_PER_UNIT() view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackMAXWEIGHTPERUNIT(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("MAX_WEIGHT_PER_UNIT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackREFUSEDWEIGHTBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x157c703c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUSED_WEIGHT_BPS() view returns(uint16)
func (reputationRegistry *ReputationRegistry) PackREFUSEDWEIGHTBPS() []byte {
	enc, err := reputationRegistry.abi.Pack("REFUSED_WEIGHT_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUSEDWEIGHTBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x157c703c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUSED_WEIGHT_BPS() view returns(uint16)
func (reputationRegistry *ReputationRegistry) TryPackREFUSEDWEIGHTBPS() ([]byte, error) {
	return reputationRegistry.abi.Pack("REFUSED_WEIGHT_BPS")
}

// UnpackREFUSEDWEIGHTBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x157c703c.
//
// Solidity: function REFUSED_WEIGHT_BPS() view returns(uint16)
func (reputationRegistry *ReputationRegistry) UnpackREFUSEDWEIGHTBPS(data []byte) (uint16, error) {
	out, err := reputationRegistry.abi.Unpack("REFUSED_WEIGHT_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackAgentRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d1cfcae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) PackAgentRegistry() []byte {
	enc, err := reputationRegistry.abi.Pack("agentRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d1cfcae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) TryPackAgentRegistry() ([]byte, error) {
	return reputationRegistry.abi.Pack("agentRegistry")
}

// UnpackAgentRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d1cfcae.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) UnpackAgentRegistry(data []byte) (common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("agentRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAggregateOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a0e316.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 paid, uint256 penalty)
func (reputationRegistry *ReputationRegistry) PackAggregateOf(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("aggregateOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAggregateOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a0e316.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 paid, uint256 penalty)
func (reputationRegistry *ReputationRegistry) TryPackAggregateOf(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("aggregateOf", agentId)
}

// AggregateOfOutput serves as a container for the return parameters of contract
// method AggregateOf.
type AggregateOfOutput struct {
	Count   uint64
	Paid    *big.Int
	Penalty *big.Int
}

// UnpackAggregateOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88a0e316.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 paid, uint256 penalty)
func (reputationRegistry *ReputationRegistry) UnpackAggregateOf(data []byte) (AggregateOfOutput, error) {
	out, err := reputationRegistry.abi.Unpack("aggregateOf", data)
	outstruct := new(AggregateOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Paid = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Penalty = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) PackEscrow() []byte {
	enc, err := reputationRegistry.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) TryPackEscrow() ([]byte, error) {
	return reputationRegistry.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeedbackGiven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3ede511.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) PackFeedbackGiven(bountyId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("feedbackGiven", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackGiven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3ede511.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) TryPackFeedbackGiven(bountyId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("feedbackGiven", bountyId)
}

// UnpackFeedbackGiven is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3ede511.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackGiven(data []byte) (bool, error) {
	out, err := reputationRegistry.abi.Unpack("feedbackGiven", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackFeedbackSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e37a18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) PackFeedbackSource(agentId *big.Int, clientAddress common.Address, index uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("feedbackSource", agentId, clientAddress, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e37a18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) TryPackFeedbackSource(agentId *big.Int, clientAddress common.Address, index uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("feedbackSource", agentId, clientAddress, index)
}

// FeedbackSourceOutput serves as a container for the return parameters of contract
// method FeedbackSource.
type FeedbackSourceOutput struct {
	BountyId *big.Int
	Weight   *big.Int
}

// UnpackFeedbackSource is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48e37a18.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackSource(data []byte) (FeedbackSourceOutput, error) {
	out, err := reputationRegistry.abi.Unpack("feedbackSource", data)
	outstruct := new(FeedbackSourceOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.BountyId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Weight = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) PackGetClients(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("getClients", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) TryPackGetClients(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("getClients", agentId)
}

// UnpackGetClients is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42dd519c.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) UnpackGetClients(data []byte) ([]common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("getClients", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := reputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31259cff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) PackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 [32]byte, tag2 [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31259cff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) TryPackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 [32]byte, tag2 [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
}

// GetSummaryOutput serves as a container for the return parameters of contract
// method GetSummary.
type GetSummaryOutput struct {
	Count        uint64
	AverageScore uint8
}

// UnpackGetSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31259cff.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) UnpackGetSummary(data []byte) (GetSummaryOutput, error) {
	out, err := reputationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(GetSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.AverageScore = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) PackGiveFeedback(bountyId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("giveFeedback", bountyId, score, tag1, tag2, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) TryPackGiveFeedback(bountyId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("giveFeedback", bountyId, score, tag1, tag2, feedbackURI, feedbackHash)
}

// PackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) PackReadFeedback(agentId *big.Int, clientAddress common.Address, index uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) TryPackReadFeedback(agentId *big.Int, clientAddress common.Address, index uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, index)
}

// ReadFeedbackOutput serves as a container for the return parameters of contract
// method ReadFeedback.
type ReadFeedbackOutput struct {
	Score     uint8
	Tag1      [32]byte
	Tag2      [32]byte
	IsRevoked bool
}

// UnpackReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) UnpackReadFeedback(data []byte) (ReadFeedbackOutput, error) {
	out, err := reputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Score = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Tag2 = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	outstruct.IsRevoked = *abi.ConvertType(out[3], new(bool)).(*bool)
	return *outstruct, nil
}

// PackRecordOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87a1395f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint16 agentBps, bool selfDealt) returns()
func (reputationRegistry *ReputationRegistry) PackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, agentBps uint16, selfDealt bool) []byte {
	enc, err := reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, agentBps, selfDealt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87a1395f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint16 agentBps, bool selfDealt) returns()
func (reputationRegistry *ReputationRegistry) TryPackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, agentBps uint16, selfDealt bool) ([]byte, error) {
	return reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, agentBps, selfDealt)
}

// PackReputationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadf94cca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) PackReputationOf(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("reputationOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadf94cca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) TryPackReputationOf(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("reputationOf", agentId)
}

// UnpackReputationOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xadf94cca.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) UnpackReputationOf(data []byte) (uint8, error) {
	out, err := reputationRegistry.abi.Unpack("reputationOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) PackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) TryPackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
}

// PackStandingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1e19e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function standingOf(uint256 agentId) view returns(uint8 reputation, uint256 paid)
func (reputationRegistry *ReputationRegistry) PackStandingOf(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("standingOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStandingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1e19e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function standingOf(uint256 agentId) view returns(uint8 reputation, uint256 paid)
func (reputationRegistry *ReputationRegistry) TryPackStandingOf(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("standingOf", agentId)
}

// StandingOfOutput serves as a container for the return parameters of contract
// method StandingOf.
type StandingOfOutput struct {
	Reputation uint8
	Paid       *big.Int
}

// UnpackStandingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d1e19e8.
//
// Solidity: function standingOf(uint256 agentId) view returns(uint8 reputation, uint256 paid)
func (reputationRegistry *ReputationRegistry) UnpackStandingOf(data []byte) (StandingOfOutput, error) {
	out, err := reputationRegistry.abi.Unpack("standingOf", data)
	outstruct := new(StandingOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Reputation = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Paid = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackWeightOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98645d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackWeightOf(token common.Address, amount *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("weightOf", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98645d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackWeightOf(token common.Address, amount *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("weightOf", token, amount)
}

// UnpackWeightOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe98645d9.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackWeightOf(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("weightOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcff79b22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackWeightPerUnit(token common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("weightPerUnit", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcff79b22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackWeightPerUnit(token common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("weightPerUnit", token)
}

// UnpackWeightPerUnit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcff79b22.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackWeightPerUnit(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("weightPerUnit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ReputationRegistryFeedbackRevoked represents a FeedbackRevoked event raised by the ReputationRegistry contract.
type ReputationRegistryFeedbackRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryFeedbackRevokedEventName = "FeedbackRevoked"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryFeedbackRevoked) ContractEventName() string {
	return ReputationRegistryFeedbackRevokedEventName
}

// UnpackFeedbackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackRevokedEvent(log *types.Log) (*ReputationRegistryFeedbackRevoked, error) {
	event := "FeedbackRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryFeedbackRevoked)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryNewFeedback represents a NewFeedback event raised by the ReputationRegistry contract.
type ReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	Score         uint8
	Tag1          [32]byte
	Tag2          [32]byte
	FeedbackURI   string
	FeedbackHash  [32]byte
	BountyId      *big.Int
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryNewFeedback) ContractEventName() string {
	return ReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint8 score, bytes32 indexed tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash, uint256 bountyId, uint64 feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*ReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryOutcomeRecorded represents a OutcomeRecorded event raised by the ReputationRegistry contract.
type ReputationRegistryOutcomeRecorded struct {
	AgentId  *big.Int
	BountyId *big.Int
	Client   common.Address
	Outcome  uint8
	Paid     *big.Int
	Penalty  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryOutcomeRecordedEventName = "OutcomeRecorded"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryOutcomeRecorded) ContractEventName() string {
	return ReputationRegistryOutcomeRecordedEventName
}

// UnpackOutcomeRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OutcomeRecorded(uint256 indexed agentId, uint256 indexed bountyId, address indexed client, uint8 outcome, uint256 paid, uint256 penalty)
func (reputationRegistry *ReputationRegistry) UnpackOutcomeRecordedEvent(log *types.Log) (*ReputationRegistryOutcomeRecorded, error) {
	event := "OutcomeRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryOutcomeRecorded)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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
func (reputationRegistry *ReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationAlreadyRevoked"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationAlreadyRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBadParameter"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBadScore"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBadScoreError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBountyNotSettled"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBountyNotSettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationFeedbackExists"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationFeedbackExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNoClients"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNoClientsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNoFeedback"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNoFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotEscrow"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotRequester"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationSelfDealing"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationSelfDealingError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationZeroAddress"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationRegistryReputationAlreadyRevoked represents a ReputationAlreadyRevoked error raised by the ReputationRegistry contract.
type ReputationRegistryReputationAlreadyRevoked struct {
	AgentId *big.Int
	Client  common.Address
	Index   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationAlreadyRevoked(uint256 agentId, address client, uint64 index)
func ReputationRegistryReputationAlreadyRevokedErrorID() common.Hash {
	return common.HexToHash("0x831fa77f5ba7b054bfa45e09a472d2aff6931871aae35571933ba01d4d42f8a3")
}

// UnpackReputationAlreadyRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationAlreadyRevoked(uint256 agentId, address client, uint64 index)
func (reputationRegistry *ReputationRegistry) UnpackReputationAlreadyRevokedError(raw []byte) (*ReputationRegistryReputationAlreadyRevoked, error) {
	out := new(ReputationRegistryReputationAlreadyRevoked)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationAlreadyRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBadParameter represents a ReputationBadParameter error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBadParameter(string name)
func ReputationRegistryReputationBadParameterErrorID() common.Hash {
	return common.HexToHash("0xfdb4c3c252d80726a673389f808423d6a82238578f006a62acbe8b72bdca7251")
}

// UnpackReputationBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBadParameter(string name)
func (reputationRegistry *ReputationRegistry) UnpackReputationBadParameterError(raw []byte) (*ReputationRegistryReputationBadParameter, error) {
	out := new(ReputationRegistryReputationBadParameter)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBadScore represents a ReputationBadScore error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBadScore struct {
	Score uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBadScore(uint8 score)
func ReputationRegistryReputationBadScoreErrorID() common.Hash {
	return common.HexToHash("0x0fd50590605fb2300715eee2b7a7f058949870545182f0c2061cf1f48ad9fd6c")
}

// UnpackReputationBadScoreError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBadScore(uint8 score)
func (reputationRegistry *ReputationRegistry) UnpackReputationBadScoreError(raw []byte) (*ReputationRegistryReputationBadScore, error) {
	out := new(ReputationRegistryReputationBadScore)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBadScore", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBountyNotSettled represents a ReputationBountyNotSettled error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBountyNotSettled struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBountyNotSettled(uint256 bountyId)
func ReputationRegistryReputationBountyNotSettledErrorID() common.Hash {
	return common.HexToHash("0xe894c987a85b7756980a5228b6074f4d17768fed70caaec2903fd6f66503e769")
}

// UnpackReputationBountyNotSettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBountyNotSettled(uint256 bountyId)
func (reputationRegistry *ReputationRegistry) UnpackReputationBountyNotSettledError(raw []byte) (*ReputationRegistryReputationBountyNotSettled, error) {
	out := new(ReputationRegistryReputationBountyNotSettled)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBountyNotSettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationFeedbackExists represents a ReputationFeedbackExists error raised by the ReputationRegistry contract.
type ReputationRegistryReputationFeedbackExists struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationFeedbackExists(uint256 bountyId)
func ReputationRegistryReputationFeedbackExistsErrorID() common.Hash {
	return common.HexToHash("0x311b299507eb721dfc08b9d1d98f03365c753ae2cdbea24931852569fdce2a99")
}

// UnpackReputationFeedbackExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationFeedbackExists(uint256 bountyId)
func (reputationRegistry *ReputationRegistry) UnpackReputationFeedbackExistsError(raw []byte) (*ReputationRegistryReputationFeedbackExists, error) {
	out := new(ReputationRegistryReputationFeedbackExists)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationFeedbackExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNoClients represents a ReputationNoClients error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNoClients struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNoClients()
func ReputationRegistryReputationNoClientsErrorID() common.Hash {
	return common.HexToHash("0x1e74756ae0f7fb919ed79d97db8adeab13cd9e54bd7105f154373cbb7efe0bf0")
}

// UnpackReputationNoClientsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNoClients()
func (reputationRegistry *ReputationRegistry) UnpackReputationNoClientsError(raw []byte) (*ReputationRegistryReputationNoClients, error) {
	out := new(ReputationRegistryReputationNoClients)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNoClients", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNoFeedback represents a ReputationNoFeedback error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNoFeedback struct {
	AgentId *big.Int
	Client  common.Address
	Index   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNoFeedback(uint256 agentId, address client, uint64 index)
func ReputationRegistryReputationNoFeedbackErrorID() common.Hash {
	return common.HexToHash("0x9a7fb2956cd70781360a45aefafd54a41573ab8e09583268d023b25115851fec")
}

// UnpackReputationNoFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNoFeedback(uint256 agentId, address client, uint64 index)
func (reputationRegistry *ReputationRegistry) UnpackReputationNoFeedbackError(raw []byte) (*ReputationRegistryReputationNoFeedback, error) {
	out := new(ReputationRegistryReputationNoFeedback)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNoFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNotEscrow represents a ReputationNotEscrow error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotEscrow struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotEscrow(address caller)
func ReputationRegistryReputationNotEscrowErrorID() common.Hash {
	return common.HexToHash("0x25fbcb55e53bf10dd5b90090a4e50c9cc218945b2da20b64f831b1359739dcb6")
}

// UnpackReputationNotEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotEscrow(address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotEscrowError(raw []byte) (*ReputationRegistryReputationNotEscrow, error) {
	out := new(ReputationRegistryReputationNotEscrow)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNotRequester represents a ReputationNotRequester error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotRequester struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotRequester(uint256 bountyId, address caller)
func ReputationRegistryReputationNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x211ab0d7a9f01d05772c9289d0bfca75663611918434293de2b195ac7971398b")
}

// UnpackReputationNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotRequester(uint256 bountyId, address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotRequesterError(raw []byte) (*ReputationRegistryReputationNotRequester, error) {
	out := new(ReputationRegistryReputationNotRequester)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationSelfDealing represents a ReputationSelfDealing error raised by the ReputationRegistry contract.
type ReputationRegistryReputationSelfDealing struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationSelfDealing(uint256 bountyId, address caller)
func ReputationRegistryReputationSelfDealingErrorID() common.Hash {
	return common.HexToHash("0x17a5c461e79f27d0d2f120864eeba8c182f5b0915d84c3e7e0a8f2349d35d5e7")
}

// UnpackReputationSelfDealingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationSelfDealing(uint256 bountyId, address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationSelfDealingError(raw []byte) (*ReputationRegistryReputationSelfDealing, error) {
	out := new(ReputationRegistryReputationSelfDealing)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationSelfDealing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationZeroAddress represents a ReputationZeroAddress error raised by the ReputationRegistry contract.
type ReputationRegistryReputationZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationZeroAddress()
func ReputationRegistryReputationZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xfbc6540165831136b35c0ac567266753e0a6968eeba123863759705b2624cb4a")
}

// UnpackReputationZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationZeroAddress()
func (reputationRegistry *ReputationRegistry) UnpackReputationZeroAddressError(raw []byte) (*ReputationRegistryReputationZeroAddress, error) {
	out := new(ReputationRegistryReputationZeroAddress)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
