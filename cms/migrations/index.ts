import * as migration_20261122_101613_initial from './20261122_101613_initial';
import * as migration_20261122_111721_content_model from './20261122_111721_content_model';
import * as migration_20261123_001037_lesson_placement_and_search from './20261123_001037_lesson_placement_and_search';
import * as migration_20261123_002041_accounts from './20261123_002041_accounts';
import * as migration_20261123_004925_learning_progress from './20261123_004925_learning_progress';
import * as migration_20261123_192447_media_unit from './20261123_192447_media_unit';
import * as migration_20261123_215513_study_tools from './20261123_215513_study_tools';
import * as migration_20261123_220122_public_site from './20261123_220122_public_site';
import * as migration_20261123_221403_quizzes from './20261123_221403_quizzes';
import * as migration_20261123_224225_commerce from './20261123_224225_commerce';
import * as migration_20261123_224500_forms from './20261123_224500_forms';
import * as migration_20261123_224804_lti from './20261123_224804_lti';
import * as migration_20261123_231319_merged_schema from './20261123_231319_merged_schema';
import * as migration_20261124_134523_commerce_sync_refunds_invoices from './20261124_134523_commerce_sync_refunds_invoices';
import * as migration_20261124_134711_quiz_overrides from './20261124_134711_quiz_overrides';
import * as migration_20261124_135026_lti13 from './20261124_135026_lti13';
import * as migration_20261124_140416_drop_lesson_search from './20261124_140416_drop_lesson_search';
import * as migration_20261124_141848_search_folded from './20261124_141848_search_folded';
import * as migration_20261124_190000_data_versions from './20261124_190000_data_versions';
import * as migration_20261124_222906_media_storage_fields from './20261124_222906_media_storage_fields';
import * as migration_20261126_153259_review_cards from './20261126_153259_review_cards';
import * as migration_20261126_153705_session_email_and_languages from './20261126_153705_session_email_and_languages';
import * as migration_20261126_161928_issue28_schedule_publish_attention from './20261126_161928_issue28_schedule_publish_attention';
import * as migration_20261126_162218_payments_processor from './20261126_162218_payments_processor';
import * as migration_20261126_190350_issue28_updated_by from './20261126_190350_issue28_updated_by';
import * as migration_20261127_121114_localized_posters from './20261127_121114_localized_posters';
import * as migration_20261127_122602_trial_length from './20261127_122602_trial_length';
import * as migration_20261128_033818_trial_reminder from './20261128_033818_trial_reminder';
import * as migration_20261128_040818_localized_extra_content from './20261128_040818_localized_extra_content';
import * as migration_20261128_055658_localized_example_images from './20261128_055658_localized_example_images';
import * as migration_20261128_162248_lesson_audio_description from './20261128_162248_lesson_audio_description';
import * as migration_20261128_185511_sso_providers from './20261128_185511_sso_providers';
import * as migration_20261128_201820_roster_sourced_ids from './20261128_201820_roster_sourced_ids';
import * as migration_20261128_202800_audit_trail_and_erasure from './20261128_202800_audit_trail_and_erasure';
import * as migration_20261128_203301_lesson_low_and_described_video from './20261128_203301_lesson_low_and_described_video';
import * as migration_20261128_204036_offline_writes from './20261128_204036_offline_writes';

export const migrations = [
  {
    up: migration_20261122_101613_initial.up,
    down: migration_20261122_101613_initial.down,
    name: '20261122_101613_initial',
  },
  {
    up: migration_20261122_111721_content_model.up,
    down: migration_20261122_111721_content_model.down,
    name: '20261122_111721_content_model',
  },
  {
    up: migration_20261123_001037_lesson_placement_and_search.up,
    down: migration_20261123_001037_lesson_placement_and_search.down,
    name: '20261123_001037_lesson_placement_and_search',
  },
  {
    up: migration_20261123_002041_accounts.up,
    down: migration_20261123_002041_accounts.down,
    name: '20261123_002041_accounts',
  },
  {
    up: migration_20261123_004925_learning_progress.up,
    down: migration_20261123_004925_learning_progress.down,
    name: '20261123_004925_learning_progress',
  },
  {
    up: migration_20261123_192447_media_unit.up,
    down: migration_20261123_192447_media_unit.down,
    name: '20261123_192447_media_unit',
  },
  {
    up: migration_20261123_215513_study_tools.up,
    down: migration_20261123_215513_study_tools.down,
    name: '20261123_215513_study_tools',
  },
  {
    up: migration_20261123_220122_public_site.up,
    down: migration_20261123_220122_public_site.down,
    name: '20261123_220122_public_site',
  },
  {
    up: migration_20261123_221403_quizzes.up,
    down: migration_20261123_221403_quizzes.down,
    name: '20261123_221403_quizzes',
  },
  {
    up: migration_20261123_224225_commerce.up,
    down: migration_20261123_224225_commerce.down,
    name: '20261123_224225_commerce',
  },
  {
    up: migration_20261123_224500_forms.up,
    down: migration_20261123_224500_forms.down,
    name: '20261123_224500_forms',
  },
  {
    up: migration_20261123_224804_lti.up,
    down: migration_20261123_224804_lti.down,
    name: '20261123_224804_lti',
  },
  {
    up: migration_20261123_231319_merged_schema.up,
    down: migration_20261123_231319_merged_schema.down,
    name: '20261123_231319_merged_schema',
  },
  {
    up: migration_20261124_134523_commerce_sync_refunds_invoices.up,
    down: migration_20261124_134523_commerce_sync_refunds_invoices.down,
    name: '20261124_134523_commerce_sync_refunds_invoices',
  },
  {
    up: migration_20261124_134711_quiz_overrides.up,
    down: migration_20261124_134711_quiz_overrides.down,
    name: '20261124_134711_quiz_overrides',
  },
  {
    up: migration_20261124_135026_lti13.up,
    down: migration_20261124_135026_lti13.down,
    name: '20261124_135026_lti13',
  },
  {
    up: migration_20261124_140416_drop_lesson_search.up,
    down: migration_20261124_140416_drop_lesson_search.down,
    name: '20261124_140416_drop_lesson_search',
  },
  {
    up: migration_20261124_141848_search_folded.up,
    down: migration_20261124_141848_search_folded.down,
    name: '20261124_141848_search_folded',
  },
  {
    up: migration_20261124_190000_data_versions.up,
    down: migration_20261124_190000_data_versions.down,
    name: '20261124_190000_data_versions',
  },
  {
    up: migration_20261124_222906_media_storage_fields.up,
    down: migration_20261124_222906_media_storage_fields.down,
    name: '20261124_222906_media_storage_fields',
  },
  {
    up: migration_20261126_153259_review_cards.up,
    down: migration_20261126_153259_review_cards.down,
    name: '20261126_153259_review_cards',
  },
  {
    up: migration_20261126_153705_session_email_and_languages.up,
    down: migration_20261126_153705_session_email_and_languages.down,
    name: '20261126_153705_session_email_and_languages',
  },
  {
    up: migration_20261126_161928_issue28_schedule_publish_attention.up,
    down: migration_20261126_161928_issue28_schedule_publish_attention.down,
    name: '20261126_161928_issue28_schedule_publish_attention',
  },
  {
    up: migration_20261126_162218_payments_processor.up,
    down: migration_20261126_162218_payments_processor.down,
    name: '20261126_162218_payments_processor',
  },
  {
    up: migration_20261126_190350_issue28_updated_by.up,
    down: migration_20261126_190350_issue28_updated_by.down,
    name: '20261126_190350_issue28_updated_by',
  },
  {
    up: migration_20261127_121114_localized_posters.up,
    down: migration_20261127_121114_localized_posters.down,
    name: '20261127_121114_localized_posters',
  },
  {
    up: migration_20261127_122602_trial_length.up,
    down: migration_20261127_122602_trial_length.down,
    name: '20261127_122602_trial_length',
  },
  {
    up: migration_20261128_033818_trial_reminder.up,
    down: migration_20261128_033818_trial_reminder.down,
    name: '20261128_033818_trial_reminder',
  },
  {
    up: migration_20261128_040818_localized_extra_content.up,
    down: migration_20261128_040818_localized_extra_content.down,
    name: '20261128_040818_localized_extra_content',
  },
  {
    up: migration_20261128_055658_localized_example_images.up,
    down: migration_20261128_055658_localized_example_images.down,
    name: '20261128_055658_localized_example_images',
  },
  {
    up: migration_20261128_162248_lesson_audio_description.up,
    down: migration_20261128_162248_lesson_audio_description.down,
    name: '20261128_162248_lesson_audio_description',
  },
  {
    up: migration_20261128_185511_sso_providers.up,
    down: migration_20261128_185511_sso_providers.down,
    name: '20261128_185511_sso_providers',
  },
  {
    up: migration_20261128_201820_roster_sourced_ids.up,
    down: migration_20261128_201820_roster_sourced_ids.down,
    name: '20261128_201820_roster_sourced_ids',
  },
  {
    up: migration_20261128_202800_audit_trail_and_erasure.up,
    down: migration_20261128_202800_audit_trail_and_erasure.down,
    name: '20261128_202800_audit_trail_and_erasure',
  },
  {
    up: migration_20261128_203301_lesson_low_and_described_video.up,
    down: migration_20261128_203301_lesson_low_and_described_video.down,
    name: '20261128_203301_lesson_low_and_described_video',
  },
  {
    up: migration_20261128_204036_offline_writes.up,
    down: migration_20261128_204036_offline_writes.down,
    name: '20261128_204036_offline_writes'
  },
];
