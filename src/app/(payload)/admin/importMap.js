import { LocaleStatus as LocaleStatus_f73800aad8f4167d327d69b7d7cf91c4 } from '../../../components/admin/LocaleStatus'
import { MissingLocalesCell as MissingLocalesCell_8cfa0f928d467cbb095067c36601a767 } from '../../../components/admin/LocaleCells'
import { HiddenField as HiddenField_8cfa0f928d467cbb095067c36601a767 } from '../../../components/admin/LocaleCells'
import { OutdatedLocalesCell as OutdatedLocalesCell_8cfa0f928d467cbb095067c36601a767 } from '../../../components/admin/LocaleCells'
import { TaipeiDateCell as TaipeiDateCell_0b36cec6bfaee6492036b2264e0839a1 } from '../../../components/admin/Cells'
import { LocaleFilter as LocaleFilter_be914e916c81b6c97322b06df906b2af } from '../../../components/admin/LocaleFilter'
import { DocumentTimes as DocumentTimes_1040f4005cded5edad9bedd48d7f53a0 } from '../../../components/admin/DocumentTimes'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TwdCell as TwdCell_0b36cec6bfaee6492036b2264e0839a1 } from '../../../components/admin/Cells'
import { BooleanCell as BooleanCell_0b36cec6bfaee6492036b2264e0839a1 } from '../../../components/admin/Cells'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { OrderItemNameCell as OrderItemNameCell_c7100fb56aaf1497c14ebd48d8d29ee0 } from '../../../components/admin/OrderItemCells'
import { OrderPlanLabelCell as OrderPlanLabelCell_c7100fb56aaf1497c14ebd48d8d29ee0 } from '../../../components/admin/OrderItemCells'
import { OrderReceiptView as OrderReceiptView_8260f06105e61d7c4ef424456dc8fabb } from '../../../components/admin/desk/OrderReceiptView'
import { ReadOnlyCode as ReadOnlyCode_c9486d59a51f5c661be6efd8d03c5419 } from '../../../components/admin/ReadOnlyCode'
import { EsimImportPanel as EsimImportPanel_d9f807d44b2eaf7a7d80bff25dd076e9 } from '../../../components/admin/EsimImportPanel'
import { PartnerReportField as PartnerReportField_6fe8e139ae9fc3021749e7974742dbc1 } from '../../../components/admin/partners/PartnerReportField'
import { PlanSelectField as PlanSelectField_6f7b85303f17b1439f9ea073b9eb88cd } from '../../../components/admin/partners/PlanSelectField'
import { SerialBatchPanel as SerialBatchPanel_8cc6a70b9e22e1c8ecc64ac2db8dd8dc } from '../../../components/admin/partners/SerialBatchPanel'
import { StaffPasskeysField as StaffPasskeysField_184eb1e7166da3aa355656af2f43334d } from '../../../components/admin/passkeys/StaffPasskeysField'
import { StaffSecondFactorField as StaffSecondFactorField_97f0ab544a52ceaaa76138141ec82b0a } from '../../../components/admin/secondFactor/StaffSecondFactorField'
import { OutboxStatusCell as OutboxStatusCell_0b36cec6bfaee6492036b2264e0839a1 } from '../../../components/admin/Cells'
import { LastUpdated as LastUpdated_0b36cec6bfaee6492036b2264e0839a1 } from '../../../components/admin/Cells'
import { SiteAddressBanner as SiteAddressBanner_c69b49219245b80c84cd9ea23ca2df52 } from '../../../components/admin/SiteAddressBanner'
import { StaffSecondStep as StaffSecondStep_8b7e2cd12bb25154e75e6ae4643f277a } from '../../../components/admin/secondFactor/StaffSecondStep'
import { StaffPasskeyLogin as StaffPasskeyLogin_b5e2078ecc0774d6f2f9d0d9d35fa47d } from '../../../components/admin/passkeys/StaffPasskeyLogin'
import { DeskNavLinks as DeskNavLinks_24ddf6459957c1a4a3d38d616fcb7d06 } from '../../../components/admin/desk/DeskNavLinks'
import { Dashboard as Dashboard_16b88e9b8c48e393fa86591406efd08f } from '../../../components/admin/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { OrderDeskView as OrderDeskView_2a023b45ddd4ba340dc67a4996768729 } from '../../../components/admin/desk/OrderDeskView'
import { PickupDeskView as PickupDeskView_ad970d773619608cce632c0366a3d1d3 } from '../../../components/admin/desk/PickupDeskView'
import { TicketDeskView as TicketDeskView_7f75aac8b14dca1c1a6ab350c766147c } from '../../../components/admin/desk/TicketDeskView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/LocaleStatus#LocaleStatus": LocaleStatus_f73800aad8f4167d327d69b7d7cf91c4,
  "/components/admin/LocaleCells#MissingLocalesCell": MissingLocalesCell_8cfa0f928d467cbb095067c36601a767,
  "/components/admin/LocaleCells#HiddenField": HiddenField_8cfa0f928d467cbb095067c36601a767,
  "/components/admin/LocaleCells#OutdatedLocalesCell": OutdatedLocalesCell_8cfa0f928d467cbb095067c36601a767,
  "/components/admin/Cells#TaipeiDateCell": TaipeiDateCell_0b36cec6bfaee6492036b2264e0839a1,
  "/components/admin/LocaleFilter#LocaleFilter": LocaleFilter_be914e916c81b6c97322b06df906b2af,
  "/components/admin/DocumentTimes#DocumentTimes": DocumentTimes_1040f4005cded5edad9bedd48d7f53a0,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/Cells#TwdCell": TwdCell_0b36cec6bfaee6492036b2264e0839a1,
  "/components/admin/Cells#BooleanCell": BooleanCell_0b36cec6bfaee6492036b2264e0839a1,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/components/admin/OrderItemCells#OrderItemNameCell": OrderItemNameCell_c7100fb56aaf1497c14ebd48d8d29ee0,
  "/components/admin/OrderItemCells#OrderPlanLabelCell": OrderPlanLabelCell_c7100fb56aaf1497c14ebd48d8d29ee0,
  "/components/admin/desk/OrderReceiptView#OrderReceiptView": OrderReceiptView_8260f06105e61d7c4ef424456dc8fabb,
  "/components/admin/ReadOnlyCode#ReadOnlyCode": ReadOnlyCode_c9486d59a51f5c661be6efd8d03c5419,
  "/components/admin/EsimImportPanel#EsimImportPanel": EsimImportPanel_d9f807d44b2eaf7a7d80bff25dd076e9,
  "/components/admin/partners/PartnerReportField#PartnerReportField": PartnerReportField_6fe8e139ae9fc3021749e7974742dbc1,
  "/components/admin/partners/PlanSelectField#PlanSelectField": PlanSelectField_6f7b85303f17b1439f9ea073b9eb88cd,
  "/components/admin/partners/SerialBatchPanel#SerialBatchPanel": SerialBatchPanel_8cc6a70b9e22e1c8ecc64ac2db8dd8dc,
  "/components/admin/passkeys/StaffPasskeysField#StaffPasskeysField": StaffPasskeysField_184eb1e7166da3aa355656af2f43334d,
  "/components/admin/secondFactor/StaffSecondFactorField#StaffSecondFactorField": StaffSecondFactorField_97f0ab544a52ceaaa76138141ec82b0a,
  "/components/admin/Cells#OutboxStatusCell": OutboxStatusCell_0b36cec6bfaee6492036b2264e0839a1,
  "/components/admin/Cells#LastUpdated": LastUpdated_0b36cec6bfaee6492036b2264e0839a1,
  "/components/admin/SiteAddressBanner#SiteAddressBanner": SiteAddressBanner_c69b49219245b80c84cd9ea23ca2df52,
  "/components/admin/secondFactor/StaffSecondStep#StaffSecondStep": StaffSecondStep_8b7e2cd12bb25154e75e6ae4643f277a,
  "/components/admin/passkeys/StaffPasskeyLogin#StaffPasskeyLogin": StaffPasskeyLogin_b5e2078ecc0774d6f2f9d0d9d35fa47d,
  "/components/admin/desk/DeskNavLinks#DeskNavLinks": DeskNavLinks_24ddf6459957c1a4a3d38d616fcb7d06,
  "/components/admin/Dashboard#Dashboard": Dashboard_16b88e9b8c48e393fa86591406efd08f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/desk/OrderDeskView#OrderDeskView": OrderDeskView_2a023b45ddd4ba340dc67a4996768729,
  "/components/admin/desk/PickupDeskView#PickupDeskView": PickupDeskView_ad970d773619608cce632c0366a3d1d3,
  "/components/admin/desk/TicketDeskView#TicketDeskView": TicketDeskView_7f75aac8b14dca1c1a6ab350c766147c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
