"""Buying tables. Import from here: `from api.buying.models import SupplierQuote, SupplierQuoteLine, ...`."""

from api.buying.models.files import SupplierQuoteFile
from api.buying.models.lines import SupplierQuoteLine
from api.buying.models.orders import (
    PO_NUMBER_SEQUENCE,
    PO_SUBJECT,
    PurchaseOrder,
    PurchaseOrderContact,
    PurchaseOrderLine,
    PurchaseOrderStatus,
)
from api.buying.models.quotes import (
    SUBJECT,
    SupplierQuote,
    SupplierQuoteComment,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    SupplierVersionStatus,
    VersionStatus,
)
from api.buying.models.requests import (
    NUMBER_SEQUENCE,
    REQUEST_NUMBER_SEQUENCE,
    SupplierRequest,
)
from api.buying.models.vocabulary import HaulageBasis, LeadTimeUnit, LoadPreference, OffloadMethod

__all__ = [
    "NUMBER_SEQUENCE",
    "PO_NUMBER_SEQUENCE",
    "PO_SUBJECT",
    "REQUEST_NUMBER_SEQUENCE",
    "SUBJECT",
    "HaulageBasis",
    "LeadTimeUnit",
    "LoadPreference",
    "OffloadMethod",
    "PurchaseOrder",
    "PurchaseOrderContact",
    "PurchaseOrderLine",
    "PurchaseOrderStatus",
    "SupplierQuote",
    "SupplierQuoteComment",
    "SupplierQuoteContact",
    "SupplierQuoteCustomerQuote",
    "SupplierQuoteFile",
    "SupplierQuoteLine",
    "SupplierQuoteStatus",
    "SupplierQuoteVersion",
    "SupplierRequest",
    "SupplierVersionStatus",
    "VersionStatus",
]
