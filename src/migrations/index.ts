import * as migration_20261121_203242_initial from './20261121_203242_initial';
import * as migration_20261121_203724_catalog from './20261121_203724_catalog';
import * as migration_20261121_205334_orders from './20261121_205334_orders';
import * as migration_20261121_205704_member_consent from './20261121_205704_member_consent';
import * as migration_20261121_214738_messaging from './20261121_214738_messaging';
import * as migration_20261124_012208_security from './20261124_012208_security';
import * as migration_20261124_030800_payments_fulfilment from './20261124_030800_payments_fulfilment';
import * as migration_20261124_032344_unpaid_orders_schedule from './20261124_032344_unpaid_orders_schedule';
import * as migration_20261124_050429_payments_fulfilment_invoice from './20261124_050429_payments_fulfilment_invoice';
import * as migration_20261124_084146_issue11_members_self_service from './20261124_084146_issue11_members_self_service';
import * as migration_20261124_153154_staff_desks_partners_admin_content from './20261124_153154_staff_desks_partners_admin_content';
import * as migration_20261124_195131_chat_widget from './20261124_195131_chat_widget';
import * as migration_20261125_001008_object_storage from './20261125_001008_object_storage';
import * as migration_20261127_161210_phone_verify from './20261127_161210_phone_verify';
import * as migration_20261128_040635_charge_reversed_mail from './20261128_040635_charge_reversed_mail';
import * as migration_20261129_014541_esim_wholesaler_tickets from './20261129_014541_esim_wholesaler_tickets';
import * as migration_20261129_024011_invoice_allowances from './20261129_024011_invoice_allowances';
import * as migration_20261129_040437_card_holders from './20261129_040437_card_holders';
import * as migration_20261129_043231_tappay_settlement from './20261129_043231_tappay_settlement';
import * as migration_20261129_052917_content_drafts_versions from './20261129_052917_content_drafts_versions';
import * as migration_20261129_080338_issue38_refunds_history from './20261129_080338_issue38_refunds_history';
import * as migration_20261129_081000_order_changes from './20261129_081000_order_changes';
import * as migration_20261129_082754_plan_data_cap from './20261129_082754_plan_data_cap';
import * as migration_20261129_083000_issue40_site_hours_operator from './20261129_083000_issue40_site_hours_operator';
import * as migration_20261129_110000_wallet_methods from './20261129_110000_wallet_methods';
import * as migration_20261129_112219_issue38_visit_contact_changes from './20261129_112219_issue38_visit_contact_changes';
import * as migration_20261129_112500_esim_top_ups from './20261129_112500_esim_top_ups';
import * as migration_20261129_112907_issue41_passkeys_verified_email from './20261129_112907_issue41_passkeys_verified_email';
import * as migration_20261129_120912_issue38_allowance_invalidated from './20261129_120912_issue38_allowance_invalidated';
import * as migration_20261129_142154_show_in_other_languages from './20261129_142154_show_in_other_languages';
import * as migration_20261129_142720_issue38_partner_payment_link from './20261129_142720_issue38_partner_payment_link';
import * as migration_20261129_172247_issue41_staff_second_factor from './20261129_172247_issue41_staff_second_factor';
import * as migration_20261201_002031_issue39_job_indexes from './20261201_002031_issue39_job_indexes';

export const migrations = [
  {
    up: migration_20261121_203242_initial.up,
    down: migration_20261121_203242_initial.down,
    name: '20261121_203242_initial',
  },
  {
    up: migration_20261121_203724_catalog.up,
    down: migration_20261121_203724_catalog.down,
    name: '20261121_203724_catalog',
  },
  {
    up: migration_20261121_205334_orders.up,
    down: migration_20261121_205334_orders.down,
    name: '20261121_205334_orders',
  },
  {
    up: migration_20261121_205704_member_consent.up,
    down: migration_20261121_205704_member_consent.down,
    name: '20261121_205704_member_consent',
  },
  {
    up: migration_20261121_214738_messaging.up,
    down: migration_20261121_214738_messaging.down,
    name: '20261121_214738_messaging',
  },
  {
    up: migration_20261124_012208_security.up,
    down: migration_20261124_012208_security.down,
    name: '20261124_012208_security',
  },
  {
    up: migration_20261124_030800_payments_fulfilment.up,
    down: migration_20261124_030800_payments_fulfilment.down,
    name: '20261124_030800_payments_fulfilment',
  },
  {
    up: migration_20261124_032344_unpaid_orders_schedule.up,
    down: migration_20261124_032344_unpaid_orders_schedule.down,
    name: '20261124_032344_unpaid_orders_schedule',
  },
  {
    up: migration_20261124_050429_payments_fulfilment_invoice.up,
    down: migration_20261124_050429_payments_fulfilment_invoice.down,
    name: '20261124_050429_payments_fulfilment_invoice',
  },
  {
    up: migration_20261124_084146_issue11_members_self_service.up,
    down: migration_20261124_084146_issue11_members_self_service.down,
    name: '20261124_084146_issue11_members_self_service',
  },
  {
    up: migration_20261124_153154_staff_desks_partners_admin_content.up,
    down: migration_20261124_153154_staff_desks_partners_admin_content.down,
    name: '20261124_153154_staff_desks_partners_admin_content',
  },
  {
    up: migration_20261124_195131_chat_widget.up,
    down: migration_20261124_195131_chat_widget.down,
    name: '20261124_195131_chat_widget',
  },
  {
    up: migration_20261125_001008_object_storage.up,
    down: migration_20261125_001008_object_storage.down,
    name: '20261125_001008_object_storage',
  },
  {
    up: migration_20261127_161210_phone_verify.up,
    down: migration_20261127_161210_phone_verify.down,
    name: '20261127_161210_phone_verify',
  },
  {
    up: migration_20261128_040635_charge_reversed_mail.up,
    down: migration_20261128_040635_charge_reversed_mail.down,
    name: '20261128_040635_charge_reversed_mail',
  },
  {
    up: migration_20261129_014541_esim_wholesaler_tickets.up,
    down: migration_20261129_014541_esim_wholesaler_tickets.down,
    name: '20261129_014541_esim_wholesaler_tickets',
  },
  {
    up: migration_20261129_024011_invoice_allowances.up,
    down: migration_20261129_024011_invoice_allowances.down,
    name: '20261129_024011_invoice_allowances',
  },
  {
    up: migration_20261129_040437_card_holders.up,
    down: migration_20261129_040437_card_holders.down,
    name: '20261129_040437_card_holders',
  },
  {
    up: migration_20261129_043231_tappay_settlement.up,
    down: migration_20261129_043231_tappay_settlement.down,
    name: '20261129_043231_tappay_settlement',
  },
  {
    up: migration_20261129_052917_content_drafts_versions.up,
    down: migration_20261129_052917_content_drafts_versions.down,
    name: '20261129_052917_content_drafts_versions',
  },
  {
    up: migration_20261129_080338_issue38_refunds_history.up,
    down: migration_20261129_080338_issue38_refunds_history.down,
    name: '20261129_080338_issue38_refunds_history',
  },
  {
    up: migration_20261129_081000_order_changes.up,
    down: migration_20261129_081000_order_changes.down,
    name: '20261129_081000_order_changes',
  },
  {
    up: migration_20261129_082754_plan_data_cap.up,
    down: migration_20261129_082754_plan_data_cap.down,
    name: '20261129_082754_plan_data_cap',
  },
  {
    up: migration_20261129_083000_issue40_site_hours_operator.up,
    down: migration_20261129_083000_issue40_site_hours_operator.down,
    name: '20261129_083000_issue40_site_hours_operator',
  },
  {
    up: migration_20261129_110000_wallet_methods.up,
    down: migration_20261129_110000_wallet_methods.down,
    name: '20261129_110000_wallet_methods',
  },
  {
    up: migration_20261129_112219_issue38_visit_contact_changes.up,
    down: migration_20261129_112219_issue38_visit_contact_changes.down,
    name: '20261129_112219_issue38_visit_contact_changes',
  },
  {
    up: migration_20261129_112500_esim_top_ups.up,
    down: migration_20261129_112500_esim_top_ups.down,
    name: '20261129_112500_esim_top_ups',
  },
  {
    up: migration_20261129_112907_issue41_passkeys_verified_email.up,
    down: migration_20261129_112907_issue41_passkeys_verified_email.down,
    name: '20261129_112907_issue41_passkeys_verified_email',
  },
  {
    up: migration_20261129_120912_issue38_allowance_invalidated.up,
    down: migration_20261129_120912_issue38_allowance_invalidated.down,
    name: '20261129_120912_issue38_allowance_invalidated',
  },
  {
    up: migration_20261129_142154_show_in_other_languages.up,
    down: migration_20261129_142154_show_in_other_languages.down,
    name: '20261129_142154_show_in_other_languages',
  },
  {
    up: migration_20261129_142720_issue38_partner_payment_link.up,
    down: migration_20261129_142720_issue38_partner_payment_link.down,
    name: '20261129_142720_issue38_partner_payment_link',
  },
  {
    up: migration_20261129_172247_issue41_staff_second_factor.up,
    down: migration_20261129_172247_issue41_staff_second_factor.down,
    name: '20261129_172247_issue41_staff_second_factor',
  },
  {
    up: migration_20261201_002031_issue39_job_indexes.up,
    down: migration_20261201_002031_issue39_job_indexes.down,
    name: '20261201_002031_issue39_job_indexes'
  },
];
