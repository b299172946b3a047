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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"agentRegistry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"weightTokens\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"weightPerUnit_\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"MAX_SUMMARY_ENTRIES\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_WEIGHT_PER_UNIT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REFUSED_WEIGHT_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"agentRegistry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"aggregateOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"penalty\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"escrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackGiven\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackSource\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getClients\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getLastIndex\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getSummary\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddresses\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"averageScore\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"giveFeedback\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"readFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"isRevoked\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"recordOutcome\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputationOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setEscrow\",\"inputs\":[{\"name\":\"escrow_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"standingOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"reputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"weightOf\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"weightPerUnit\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"EscrowSet\",\"inputs\":[{\"name\":\"escrow\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeedbackRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NewFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"score\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OutcomeRecorded\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"penalty\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ReputationAlreadyRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"ReputationBadScore\",\"inputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ReputationBountyNotSettled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationEscrowAlreadySet\",\"inputs\":[{\"name\":\"escrow\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationEscrowNotSet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationFeedbackExists\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationNoClients\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationNoFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationNotDeployer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationNotEscrow\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationSelfDealing\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationZeroAddress\",\"inputs\":[]}]",
	ID:  "ReputationRegistry",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516121d53803806121d583398101604081905261002e916102b2565b6001600160a01b0383166100555760405163fbc6540160e01b815260040160405180910390fd5b805182511461009b57604051637eda61e160e11b815260206004820152600c60248201526b776569676874546f6b656e7360a01b60448201526064015b60405180910390fd5b6001600160a01b0383166080523360a0525f5b82518110156101be575f6001600160a01b03168382815181106100d3576100d3610385565b60200260200101516001600160a01b0316036101025760405163fbc6540160e01b815260040160405180910390fd5b670de0b6b3a764000082828151811061011d5761011d610385565b6020026020010151111561016457604051637eda61e160e11b815260206004820152600d60248201526c1dd95a59da1d14195c955b9a5d609a1b6044820152606401610092565b81818151811061017657610176610385565b602002602001015160015f85848151811061019357610193610385565b6020908102919091018101516001600160a01b031682528101919091526040015f20556001016100ae565b50505050610399565b80516001600160a01b03811681146101dd575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561021e5761021e6101e2565b604052919050565b5f6001600160401b0382111561023e5761023e6101e2565b5060051b60200190565b5f82601f830112610257575f5ffd5b815161026a61026582610226565b6101f6565b8082825260208201915060208360051b86010192508583111561028b575f5ffd5b602085015b838110156102a8578051835260209283019201610290565b5095945050505050565b5f5f5f606084860312156102c4575f5ffd5b6102cd846101c7565b60208501519093506001600160401b038111156102e8575f5ffd5b8401601f810186136102f8575f5ffd5b805161030661026582610226565b8082825260208201915060208360051b850101925088831115610327575f5ffd5b6020840193505b828410156103505761033f846101c7565b82526020938401939091019061032e565b6040880151909550925050506001600160401b0381111561036f575f5ffd5b61037b86828701610248565b9150509250925092565b634e487b7160e01b5f52603260045260245ffd5b60805160a051611e146103c15f395f610d8701525f818161016901526115120152611e145ff3fe608060405234801561000f575f5ffd5b5060043610610163575f3560e01c806388a0e316116100c7578063cff79b221161007d578063e98645d911610063578063e98645d914610438578063f2d817591461044b578063f3ede511146104a6575f5ffd5b8063cff79b22146103fa578063e2fdcc1714610419575f5ffd5b8063adf94cca116100ad578063adf94cca146103af578063be6c68e9146103d4578063c10c3546146103e7575f5ffd5b806388a0e316146102ec578063abf1efad1461039c575f5ffd5b80632f17c0d11161011c57806342dd519c1161010257806342dd519c1461028f57806348e37a18146102af5780634ab3ca99146102d7575f5ffd5b80632f17c0d11461025157806331259cff1461025a575f5ffd5b80631f5683921161014c5780631f568392146101cf578063232b0810146101ec5780632d1e19e814610225575f5ffd5b80630d1cfcae14610167578063157c703c146101b3575b5f5ffd5b7f00000000000000000000000000000000000000000000000000000000000000005b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6101bc6109c481565b60405161ffff90911681526020016101aa565b6101de670de0b6b3a764000081565b6040519081526020016101aa565b6101ff6101fa366004611863565b6104d8565b6040805160ff9095168552602085019390935291830152151560608201526080016101aa565b61023861023336600461189e565b610512565b6040805160ff90931683526020830191909152016101aa565b6101de6103e881565b61026d6102683660046118b5565b6105e9565b6040805167ffffffffffffffff909316835260ff9091166020830152016101aa565b6102a261029d36600461189e565b610844565b6040516101aa9190611940565b6102c26102bd366004611863565b6108ba565b604080519283526020830191909152016101aa565b6102ea6102e5366004611998565b6108fd565b005b6103766102fa36600461189e565b5f90815260026020908152604091829020825160608101845290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169383018490527c010000000000000000000000000000000000000000000000000000000090910463ffffffff169190930181905292565b6040805167ffffffffffffffff90941684526020840192909252908201526060016101aa565b6102ea6103aa3660046119c2565b610a68565b6103c26103bd36600461189e565b610b0e565b60405160ff90911681526020016101aa565b6102ea6103e2366004611a6b565b610bd7565b6102ea6103f5366004611aea565b610d6f565b6101de610408366004611aea565b60016020525f908152604090205481565b5f546101899073ffffffffffffffffffffffffffffffffffffffff1681565b6101de610446366004611b0c565b610f03565b61048d610459366004611b36565b5f91825260036020908152604080842073ffffffffffffffffffffffffffffffffffffffff93909316845291905290205490565b60405167ffffffffffffffff90911681526020016101aa565b6104c86104b436600461189e565b5f9081526006602052604090205460ff1690565b60405190151581526020016101aa565b5f5f5f5f5f6104e8888888610f91565b8054600182015460029092015460ff8083169c939b50909950610100909104169650945050505050565b5f818152600260209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169483018590527c010000000000000000000000000000000000000000000000000000000090910463ffffffff169282019290925283929091839161059991611b91565b905080156105ce57815181906105c1906064906dffffffffffffffffffffffffffff16611ba4565b6105cb9190611bbb565b93505b505191936dffffffffffffffffffffffffffff909216925050565b5f80848103610624576040517f1e74756a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5f5f5f5b898110801561063a57506103e882105b156107e9575f8c8152600360205260408120818d8d8581811061065f5761065f611bf3565b90506020020160208101906106749190611aea565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f5b8154811080156106c257506103e884105b156107d6576106d084611c20565b93505f8282815481106106e5576106e5611bf3565b5f91825260209091206003909102018054909150610100900460ff161561070c57506107c6565b8b1580159061071f57508b816001015414155b1561072a57506107c6565b8a1580159061073d57508a816002015414155b1561074857506107c6565b6107518a611c57565b8154909a506107639060ff1687611b91565b815490965061078c906801000000000000000090046bffffffffffffffffffffffff1689611b91565b81549098506107b8906bffffffffffffffffffffffff680100000000000000008204169060ff16611ba4565b6107c29088611b91565b9650505b6107cf81611c20565b90506106b1565b5050806107e290611c20565b905061062a565b508567ffffffffffffffff165f0361080a575f5f955095505050505061083a565b831561081f5761081a8484611bbb565b610833565b61083367ffffffffffffffff871683611bbb565b9450505050505b9550959350505050565b5f818152600460209081526040918290208054835181840281018401909452808452606093928301828280156108ae57602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff168152600190910190602001808311610883575b50505050509050919050565b5f5f5f6108c8868686610f91565b5462010000810465ffffffffffff1697680100000000000000009091046bffffffffffffffffffffffff169650945050505050565b5f8281526003602090815260408083203384529091529020805467ffffffffffffffff831610610977576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810184905233602482015267ffffffffffffffff831660448201526064015b60405180910390fd5b5f818367ffffffffffffffff168154811061099457610994611bf3565b5f91825260209091206003909102018054909150610100900460ff1615610a00576040517f831fa77f0000000000000000000000000000000000000000000000000000000081526004810185905233602482015267ffffffffffffffff8416604482015260640161096e565b80547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff1661010017815560405167ffffffffffffffff841690339086907f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d905f90a450505050565b606460ff87161115610aab576040517f0fd5059000000000000000000000000000000000000000000000000000000000815260ff8716600482015260240161096e565b5f5f610ab989898989611064565b91509150610b0382828b8b8b8b8b8b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508d925061108f915050565b505050505050505050565b5f818152600260209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e01000000000000000000000000000083049091169483018590527c010000000000000000000000000000000000000000000000000000000090910463ffffffff1692820192909252918391610b939190611b91565b9050805f03610ba557505f9392505050565b81518190610bc5906064906dffffffffffffffffffffffffffff16611ba4565b610bcf9190611bbb565b949350505050565b5f5473ffffffffffffffffffffffffffffffffffffffff163314610c29576040517f25fbcb5500000000000000000000000000000000000000000000000000000000815233600482015260240161096e565b61271061ffff82161115610c3c57506127105b5f610c478585610f03565b90505f8080856004811115610c5e57610c5e611c83565b1480610c7b57506001856004811115610c7957610c79611c83565b145b15610c8857829150610d04565b6003856004811115610c9c57610c9c611c83565b03610ccf57612710610cb261ffff861685611ba4565b610cbc9190611bbb565b9150610cc88284611cb0565b9050610d04565b6002856004811115610ce357610ce3611c83565b03610d0157612710610cf76109c485611ba4565b610cc89190611bbb565b50815b610d0f8983836110f3565b8773ffffffffffffffffffffffffffffffffffffffff168a8a7fc7c156ee0af391c6201e52ebffea93567623b50fb918ddc5e3971cfb124614e5888686604051610d5b93929190611cc3565b60405180910390a450505050505050505050565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610de0576040517feacd6c1e00000000000000000000000000000000000000000000000000000000815233600482015260240161096e565b5f5473ffffffffffffffffffffffffffffffffffffffff1615610e4a575f546040517fe5b5ec3400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff909116600482015260240161096e565b73ffffffffffffffffffffffffffffffffffffffff8116610e97576040517ffbc6540100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8316908117825560405190917fa585aec3a6cb0e1a084ed18c7638024e40cc3e3ea815166e2cb6fc17d7f1392b91a250565b5f73ffffffffffffffffffffffffffffffffffffffff8316610f3457610f2d633b9aca0083611bbb565b9050610f8b565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526001602052604081205490819003610f6a575f915050610f8b565b670de0b6b3a7640000610f7d8285611ba4565b610f879190611bbb565b9150505b92915050565b5f83815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff861684529091528120805467ffffffffffffffff841610611032576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff8516602482015267ffffffffffffffff8416604482015260640161096e565b808367ffffffffffffffff168154811061104e5761104e611bf3565b905f5260205f2090600302019150509392505050565b5f5f5f61107087611325565b90935090506110838387838a8989611646565b91505094509492505050565b833373ffffffffffffffffffffffffffffffffffffffff16897f955dddf5e49d1c2e9df1d099d19bf6ecc10816b13d75dce27a7277df0ab1941f888787878d8f6040516110e196959493929190611d10565b60405180910390a45050505050505050565b5f838152600260209081526040808320815160608101835290546dffffffffffffffffffffffffffff8082168084526e0100000000000000000000000000008304909116948301949094527c0100000000000000000000000000000000000000000000000000000000900463ffffffff16918101919091529190611178908590611b91565b90505f8383602001516dffffffffffffffffffffffffffff1661119b9190611b91565b90505f836040015163ffffffff1660016111b59190611b91565b905060405180606001604052806dffffffffffffffffffffffffffff801685116111df57846111ef565b6dffffffffffffffffffffffffffff5b6dffffffffffffffffffffffffffff1681526020016dffffffffffffffffffffffffffff801684116112215783611231565b6dffffffffffffffffffffffffffff5b6dffffffffffffffffffffffffffff16815260200163ffffffff8311611257578261125d565b63ffffffff5b63ffffffff9081169091525f988952600260209081526040998a9020835181549285015194909b01519092167c0100000000000000000000000000000000000000000000000000000000027bffffffffffffffffffffffffffffffffffffffffffffffffffffffff6dffffffffffffffffffffffffffff9485166e010000000000000000000000000000027fffffffff0000000000000000000000000000000000000000000000000000000090931694909b1693909317179890981617909655505050505050565b5f8054819073ffffffffffffffffffffffffffffffffffffffff1680611377576040517fbf9530dd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5f5f5f8573ffffffffffffffffffffffffffffffffffffffff16639dd72c9d8a6040518263ffffffff1660e01b81526004016113b791815260200190565b60a060405180830381865afa1580156113d2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113f69190611da2565b945094509450945094508061143a576040517fe894c987000000000000000000000000000000000000000000000000000000008152600481018a905260240161096e565b73ffffffffffffffffffffffffffffffffffffffff85163314611492576040517f211ab0d7000000000000000000000000000000000000000000000000000000008152600481018a905233602482015260440161096e565b5f8981526006602052604090205460ff16156114dd576040517f311b2995000000000000000000000000000000000000000000000000000000008152600481018a905260240161096e565b6040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600481018590523360248201527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063e8d96dd290604401602060405180830381865afa15801561156c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115909190611dfb565b156115d0576040517f17a5c461000000000000000000000000000000000000000000000000000000008152600481018a905233602482015260440161096e565b5f89815260066020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016600117905592965086926116158383610f03565b96506bffffffffffffffffffffffff87111561163b576bffffffffffffffffffffffff96505b505050505050915091565b5f86815260056020908152604080832033845290915281205460ff166116f0575f8781526005602090815260408083203380855290835281842080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660019081179091558b8552600484529184208054928301815584529190922090910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690911790555b505f958652600360208181526040808920338a5282528089208054825160c08101845260ff9a8b1681528085018c815265ffffffffffff998a169482019485526bffffffffffffffffffffffff9a8b166060830190815260808301998a5260a0830198895260018085018655948e5295909c2090519582020180549b519351945195909a167fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000909b169a909a1761010092151592909202919091177fffffffffffffffffffffffff000000000000000000000000000000000000ffff166201000092909616919091027fffffffffffffffffffffffff000000000000000000000000ffffffffffffffff169490941768010000000000000000919095160293909317845551908301555160029091015590565b73ffffffffffffffffffffffffffffffffffffffff81168114611844575f5ffd5b50565b803567ffffffffffffffff8116811461185e575f5ffd5b919050565b5f5f5f60608486031215611875575f5ffd5b83359250602084013561188781611823565b915061189560408501611847565b90509250925092565b5f602082840312156118ae575f5ffd5b5035919050565b5f5f5f5f5f608086880312156118c9575f5ffd5b85359450602086013567ffffffffffffffff8111156118e6575f5ffd5b8601601f810188136118f6575f5ffd5b803567ffffffffffffffff81111561190c575f5ffd5b8860208260051b8401011115611920575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b602080825282518282018190525f918401906040840190835b8181101561198d57835173ffffffffffffffffffffffffffffffffffffffff16835260209384019390920191600101611959565b509095945050505050565b5f5f604083850312156119a9575f5ffd5b823591506119b960208401611847565b90509250929050565b5f5f5f5f5f5f5f60c0888a0312156119d8575f5ffd5b87359650602088013560ff811681146119ef575f5ffd5b95506040880135945060608801359350608088013567ffffffffffffffff811115611a18575f5ffd5b8801601f81018a13611a28575f5ffd5b803567ffffffffffffffff811115611a3e575f5ffd5b8a6020828401011115611a4f575f5ffd5b979a9699509497939660209095019560a0909401359392505050565b5f5f5f5f5f5f5f60e0888a031215611a81575f5ffd5b87359650602088013595506040880135611a9a81611823565b94506060880135611aaa81611823565b93506080880135925060a088013560058110611ac4575f5ffd5b915060c088013561ffff81168114611ada575f5ffd5b8091505092959891949750929550565b5f60208284031215611afa575f5ffd5b8135611b0581611823565b9392505050565b5f5f60408385031215611b1d575f5ffd5b8235611b2881611823565b946020939093013593505050565b5f5f60408385031215611b47575f5ffd5b823591506020830135611b5981611823565b809150509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115610f8b57610f8b611b64565b8082028115828204841417610f8b57610f8b611b64565b5f82611bee577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203611c5057611c50611b64565b5060010190565b5f67ffffffffffffffff821667ffffffffffffffff8103611c7a57611c7a611b64565b60010192915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b81810381811115610f8b57610f8b611b64565b6060810160058510611cfc577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b938152602081019290925260409091015290565b60ff8716815285602082015260c060408201525f85518060c0840152806020880160e085015e5f60e0828501015260e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505084606083015283608083015267ffffffffffffffff831660a0830152979650505050505050565b8051801515811461185e575f5ffd5b5f5f5f5f5f60a08688031215611db6575f5ffd5b8551611dc181611823565b602087015160408801519196509450611dd981611823565b60608701519093509150611def60808701611d93565b90509295509295909350565b5f60208284031215611e0b575f5ffd5b611b0582611d9356",
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
// Solidity: constructor(address agentRegistry_, address[] weightTokens, uint256[] weightPerUnit_) returns()
func (reputationRegistry *ReputationRegistry) PackConstructor(agentRegistry_ common.Address, weightTokens []common.Address, weightPerUnit_ []*big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("", agentRegistry_, weightTokens, weightPerUnit_)
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
// the contract method with ID 0xbe6c68e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint16 agentBps) returns()
func (reputationRegistry *ReputationRegistry) PackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, agentBps uint16) []byte {
	enc, err := reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, agentBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe6c68e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint16 agentBps) returns()
func (reputationRegistry *ReputationRegistry) TryPackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, agentBps uint16) ([]byte, error) {
	return reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, agentBps)
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

// PackSetEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10c3546.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEscrow(address escrow_) returns()
func (reputationRegistry *ReputationRegistry) PackSetEscrow(escrow common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("setEscrow", escrow)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10c3546.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEscrow(address escrow_) returns()
func (reputationRegistry *ReputationRegistry) TryPackSetEscrow(escrow common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("setEscrow", escrow)
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

// ReputationRegistryEscrowSet represents a EscrowSet event raised by the ReputationRegistry contract.
type ReputationRegistryEscrowSet struct {
	Escrow common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryEscrowSetEventName = "EscrowSet"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryEscrowSet) ContractEventName() string {
	return ReputationRegistryEscrowSetEventName
}

// UnpackEscrowSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowSet(address indexed escrow)
func (reputationRegistry *ReputationRegistry) UnpackEscrowSetEvent(log *types.Log) (*ReputationRegistryEscrowSet, error) {
	event := "EscrowSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryEscrowSet)
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
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationEscrowAlreadySet"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationEscrowAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationEscrowNotSet"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationEscrowNotSetError(raw[4:])
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
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotDeployer"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotDeployerError(raw[4:])
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

// ReputationRegistryReputationEscrowAlreadySet represents a ReputationEscrowAlreadySet error raised by the ReputationRegistry contract.
type ReputationRegistryReputationEscrowAlreadySet struct {
	Escrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationEscrowAlreadySet(address escrow)
func ReputationRegistryReputationEscrowAlreadySetErrorID() common.Hash {
	return common.HexToHash("0xe5b5ec34f5c2514e9a3f15c3663833626dccfd3a33482ed1edab1b94efcb454a")
}

// UnpackReputationEscrowAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationEscrowAlreadySet(address escrow)
func (reputationRegistry *ReputationRegistry) UnpackReputationEscrowAlreadySetError(raw []byte) (*ReputationRegistryReputationEscrowAlreadySet, error) {
	out := new(ReputationRegistryReputationEscrowAlreadySet)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationEscrowAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationEscrowNotSet represents a ReputationEscrowNotSet error raised by the ReputationRegistry contract.
type ReputationRegistryReputationEscrowNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationEscrowNotSet()
func ReputationRegistryReputationEscrowNotSetErrorID() common.Hash {
	return common.HexToHash("0xbf9530dd3c8eb7f83fb54445b600b8a99a2a4e89d8af3185c07175697204a602")
}

// UnpackReputationEscrowNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationEscrowNotSet()
func (reputationRegistry *ReputationRegistry) UnpackReputationEscrowNotSetError(raw []byte) (*ReputationRegistryReputationEscrowNotSet, error) {
	out := new(ReputationRegistryReputationEscrowNotSet)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationEscrowNotSet", raw); err != nil {
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

// ReputationRegistryReputationNotDeployer represents a ReputationNotDeployer error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotDeployer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotDeployer(address caller)
func ReputationRegistryReputationNotDeployerErrorID() common.Hash {
	return common.HexToHash("0xeacd6c1e09ae4ba9eca107089ed0b43ad20e9fa752229c36695d35999a621f88")
}

// UnpackReputationNotDeployerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotDeployer(address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotDeployerError(raw []byte) (*ReputationRegistryReputationNotDeployer, error) {
	out := new(ReputationRegistryReputationNotDeployer)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotDeployer", raw); err != nil {
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
